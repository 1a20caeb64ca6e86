export { createI18n, SHELL_NAMESPACE } from './create-i18n';
