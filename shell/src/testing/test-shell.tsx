import { COMMON_NAMESPACE, commonTranslations, isLocaleCode } from '@jetkiz/contracts';
import type { HostApi, LanguageCode, LocaleCode } from '@jetkiz/contracts';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { getInstance, init } from '@module-federation/enhanced/runtime';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { parseShellConfig, type ShellConfig } from '../config';
import { createHostApi } from '../host-api';
import { SHELL_NAMESPACE, showLanguage } from '../i18n';
import en from '../i18n/en.json';
import kk from '../i18n/kk.json';
import ru from '../i18n/ru.json';
import { createSiteStores, SiteApp, type SiteStores } from '../prerender';
import { registerSiteRemotes } from '../remotes';
import type { RemoteLoadEvents } from '../remotes';
import { createNavigationBridge } from '../routes';
import type { Navigate } from '../routes';

export const SHELL_TEXTS: Record<LanguageCode, typeof en> = { ru, kk, en };

export const TEST_CONFIG: ShellConfig = parseShellConfig({
  apiUrl: 'http://127.0.0.1:9',
  profileUrl: 'http://profile.test',
  widgetsUrl: 'http://widgets.test',
  siteUrl: 'http://localhost',
  remotes: {},
});

export interface TestShell {
  stores: SiteStores;
  host: HostApi;
  /** joins the HostApi's navigation to the rendered router */
  connect: (navigate: Navigate) => void;
  /** remote loads drive the progress store, as in bootstrap */
  loadEvents: RemoteLoadEvents;
}

function localeOfPath(path: string): LocaleCode {
  const first = path.split('/')[1] ?? '';
  return isLocaleCode(first) ? first : 'en';
}

/** The shell's real stores and HostApi, as bootstrap builds them, with the texts of every language in i18next. */
export async function createTestShell(path: string, config: Partial<ShellConfig> = {}): Promise<TestShell> {
  const i18n = await initTestI18n();
  for (const [language, texts] of Object.entries(SHELL_TEXTS)) {
    i18n.addResourceBundle(language, SHELL_NAMESPACE, texts, true, true);
    i18n.addResourceBundle(language, COMMON_NAMESPACE, commonTranslations[language as LanguageCode], true, true);
  }
  window.history.replaceState(null, '', path);
  const locale = localeOfPath(path);
  const fullConfig = { ...TEST_CONFIG, ...config };
  await showLanguage(i18n, locale === 'kz' ? 'kk' : locale);

  // As in the browser, a federation instance exists; no remote answers in a unit test, so each shows as unavailable.
  if (!getInstance()) init({ name: 'shell', remotes: [] });
  registerSiteRemotes(fullConfig.remotes);

  const navigation = createNavigationBridge();
  const stores = createSiteStores(fullConfig, locale, i18n, navigation.navigate, window.sessionStorage);
  const host = createHostApi(fullConfig, stores, navigation.navigate);
  const loadEvents: RemoteLoadEvents = {
    started: () => stores.progress.start(),
    finished: () => stores.progress.done(),
    failed: () => undefined,
  };
  return { stores, host, connect: navigation.connect, loadEvents };
}

/** Renders `ui` (or the whole site when omitted) in the browser's tree: the shell's providers and a browser router. */
export function renderInShell(shell: TestShell, ui?: ReactNode) {
  return render(
    <SiteApp
      stores={shell.stores}
      host={shell.host}
      loadEvents={shell.loadEvents}
      router={(routes) => <BrowserRouter>{ui ?? routes}</BrowserRouter>}
      onNavigateReady={shell.connect}
    />,
  );
}
