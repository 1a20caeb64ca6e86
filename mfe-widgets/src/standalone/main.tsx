import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, languageOf, loadCommonTranslations } from '@jetkiz/contracts';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { connectWidget, WidgetApp } from '../app';
import { registerWidgetsTranslations, WIDGETS_NAMESPACE } from '../i18n';
import '@jetkiz/web-kit/src/design-tokens/tokens.css';
import { loadStandaloneConfig, widgetPageOf } from './standalone-config';

/** The widget page a partner frames (no shell): its own i18next, config and API client. */
async function start(root: HTMLElement): Promise<void> {
  const page = widgetPageOf(window.location.pathname);
  if (!page) return;
  const language = languageOf(page.locale);
  const config = loadStandaloneConfig();
  const common = loadCommonTranslations(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [WIDGETS_NAMESPACE, COMMON_NAMESPACE],
    defaultNS: WIDGETS_NAMESPACE,
    resources: {},
    interpolation: { escapeValue: false },
  });
  registerWidgetsTranslations();
  i18next.addResourceBundle(language, COMMON_NAMESPACE, await common);
  document.documentElement.lang = language;
  document.title = `${i18next.t(`${page.widget}.title`)} — Jetkiz`;

  const setup = await config.catch((error: unknown) => {
    root.textContent = i18next.t('reloadPage', { ns: COMMON_NAMESPACE });
    throw error;
  });
  const environment = connectWidget({ ...setup, ...page, host: null, window });
  createRoot(root).render(<WidgetApp environment={environment} />);
}

const root = document.getElementById('root');
if (root) void start(root);
