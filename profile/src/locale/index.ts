export { detectPageLocale } from './detect-locale';
export { formatDate, formatDateTime, formatDayOf, formatPercent, formatTenge, formatTime, formatTiyn, intlLocaleOf } from './formatters';
export { LocaleStore } from './locale-store';
export type { LanguageSwitch } from './locale-store';
export { siteLinks } from './site-links';
export type { SiteLinks } from './site-links';
