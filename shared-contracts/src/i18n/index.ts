export { COMMON_NAMESPACE, addTranslations, commonTranslations } from './common-translations';
export type { TranslationRegistry, TranslationTree } from './common-translations';
export { loadCommonTranslations } from './load-common-translations';
export { INTL_LOCALES, KAZAKH_MONTHS, KAZAKH_NUMBER_FALLBACK, KAZAKH_WEEKDAYS, kazakhLongDate } from './kazakh-locale';
