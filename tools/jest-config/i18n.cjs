// Component tests use the real i18next, initialised as the shell does before any remote loads,
// so a remote's module can add its namespace when it is imported.
const i18next = require('i18next');
const { initReactI18next } = require('react-i18next');

function initI18nNow() {
  if (i18next.isInitialized) return;
  i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
  });
}

async function initTestI18n(language = 'en') {
  initI18nNow();
  await i18next.changeLanguage(language);
  return i18next;
}

module.exports = { initI18nNow, initTestI18n };
