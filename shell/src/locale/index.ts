export { detectLocale, detectBrowserLocale, localeOfBrowserLanguage } from './detect-locale';
export { switchLocaleInPath, stripLocale, withLocale } from './locale-path';
export { LocaleStore } from './locale-store';
export { localeFromPath } from './locale-from-path';
