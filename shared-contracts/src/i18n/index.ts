export { COMMON_NAMESPACE, addTranslations, commonTranslations } from './common-translations';
export type { TranslationRegistry, TranslationTree } from './common-translations';
