export { createI18n, showLanguage, SHELL_NAMESPACE } from './create-i18n';
