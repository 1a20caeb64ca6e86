require('./i18n.cjs').initI18nNow();
