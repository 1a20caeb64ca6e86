import { COMMON_NAMESPACE, FALLBACK_LANGUAGE, languageOf, loadCommonTranslations } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { connectWidget, WidgetApp } from '../app';
import { loadWidgetsTexts, WIDGETS_NAMESPACE } from '../i18n';
import { RefusalNotice, reportRefusal } from '../refusal';
import '@jetkiz/web-kit/src/design-tokens/tokens.css';
import { loadStandaloneConfig, standalonePageOf } from './standalone-config';

async function initTexts(language: LanguageCode): Promise<void> {
  const common = loadCommonTranslations(language);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [WIDGETS_NAMESPACE, COMMON_NAMESPACE],
    defaultNS: WIDGETS_NAMESPACE,
    resources: {},
    interpolation: { escapeValue: false },
  });
  const [, commonTexts] = await Promise.all([loadWidgetsTexts(language), common]);
  i18next.addResourceBundle(language, COMMON_NAMESPACE, commonTexts);
  document.documentElement.lang = language;
}

/** A page that is not an allowed partner framed the widget: the reason, in the partner's language, and a word to it. */
async function refuse(root: HTMLElement, language: LanguageCode): Promise<void> {
  await initTexts(language);
  document.title = `${i18next.t('refused.title')} — Jetkiz`;
  createRoot(root).render(<RefusalNotice />);
  reportRefusal(window);
}

/** The widget page a partner frames (no shell): its own i18next, config and API client. */
async function start(root: HTMLElement): Promise<void> {
  const page = standalonePageOf(window.location.pathname);
  if (!page) return;
  if ('refused' in page) return refuse(root, languageOf(page.locale));
  const config = loadStandaloneConfig();
  await initTexts(languageOf(page.locale));
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
