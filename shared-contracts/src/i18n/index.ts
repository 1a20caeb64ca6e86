export { COMMON_NAMESPACE, addTranslations, commonTranslations } from './common-translations';
export type { TranslationRegistry, TranslationTree } from './common-translations';
export { loadCommonTranslations } from './load-common-translations';
