export {
  MARKETING_NAMESPACE,
  TEXT_PARTS,
  languageOfI18n,
  loadMarketingTexts,
  provideMarketingTexts,
  useTextParts,
  useTexts,
} from './marketing-texts';
export type { TextPart } from './marketing-texts';
