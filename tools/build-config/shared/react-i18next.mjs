// What the site shares as `react-i18next` (index.cjs): a shared module is not tree-shaken, so the share scope gets
// only the parts the apps use (web-kit's shared-module-names test keeps this list and the apps' imports in step).
// `Trans` stays out (4 KB gzip on every first visit): the one form that uses it imports
// `react-i18next/TransWithoutContext` into its own chunk and passes `i18n`.
export { useTranslation } from '@jetkiz/react-i18next-parts/useTranslation.js';
export { I18nextProvider } from '@jetkiz/react-i18next-parts/I18nextProvider.js';
export { initReactI18next } from '@jetkiz/react-i18next-parts/initReactI18next.js';
export { I18nContext } from '@jetkiz/react-i18next-parts/context.js';
export { getI18n, setI18n } from '@jetkiz/react-i18next-parts/i18nInstance.js';
export { getDefaults, setDefaults } from '@jetkiz/react-i18next-parts/defaults.js';
