import type { LanguageCode } from '../constants';
import type { TranslationTree } from './common-translations';

const LOADERS: Readonly<Record<LanguageCode, () => Promise<{ default: TranslationTree }>>> = {
  ru: () => import('./common.ru.json'),
  kk: () => import('./common.kk.json'),
  en: () => import('./common.en.json'),
};

/** One language's `common` texts, each in a chunk of its own: a page loads only the language it shows. */
export async function loadCommonTranslations(language: LanguageCode): Promise<TranslationTree> {
  const texts = await LOADERS[language]();
  return texts.default;
}
