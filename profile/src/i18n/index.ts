export {
  addProfileTexts,
  commonText,
  createI18n,
  profileText,
  profileTranslations,
  useCommonTexts,
  useProfileTexts,
  useTextOf,
} from './profile-texts';
export type { TextRef } from './profile-texts';
