import { createSessionDrafts, languageOf } from '@jetkiz/contracts';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AlertStore } from './alerts';
import { scheduleTrackers } from './analytics';
import { ShellStoresProvider } from './app/shell-stores-context';
import { loadShellConfig } from './config';
import { HeaderStore } from './header-menus';
import { createHostApi, HostProvider } from './host-api';
import { createI18n, showLanguage } from './i18n';
import { detectBrowserLocale, localeFromPath, LocaleStore } from './locale';
import { ModalStore } from './modals';
import { ProgressBar, ProgressStore } from './progress';
import { createReloadGuard } from './reload-guard';
import { registerSiteRemotes, RemoteEventsProvider } from './remotes';
import type { RemoteLoadEvents } from './remotes';
import { createNavigationBridge, SiteRoutes } from './routes';
import { createTokenCookie, SessionStore } from './session';
import '@jetkiz/web-kit/src/design-tokens/tokens.css';

async function start(root: HTMLElement): Promise<void> {
  const initialLocale = localeFromPath(window.location.pathname) ?? detectBrowserLocale();
  const pendingI18n = createI18n(languageOf(initialLocale));
  const config = await loadShellConfig().catch(async (error: unknown) => {
    root.textContent = (await pendingI18n).t('configUnavailable', { ns: 'shell' });
    throw error;
  });
  const i18n = await pendingI18n;
  registerSiteRemotes(config.remotes);

  const navigation = createNavigationBridge();
  const stores = {
    session: new SessionStore(createTokenCookie({ domain: config.cookieDomain, secure: config.secureCookies })),
    locale: new LocaleStore(initialLocale, (language) => showLanguage(i18n, language), navigation.navigate, {
      domain: config.cookieDomain,
      secure: config.secureCookies,
    }),
    modals: new ModalStore(),
    alerts: new AlertStore(),
    header: new HeaderStore(),
    progress: new ProgressStore(),
    drafts: createSessionDrafts(window.sessionStorage),
  };
  const host = createHostApi(config, stores, navigation.navigate);
  void stores.session.refreshUser();

  const { progress } = stores;
  const reloadGuard = createReloadGuard({ storage: window.sessionStorage, reload: () => window.location.reload() });
  const loadEvents: RemoteLoadEvents = {
    started: () => progress.start(),
    finished: () => progress.done(),
    failed: (error) => reloadGuard.handle(error),
  };
  window.addEventListener('unhandledrejection', (event) => reloadGuard.handle(event.reason));

  createRoot(root).render(
    <ShellStoresProvider value={stores}>
      <HostProvider value={host}>
        <RemoteEventsProvider value={loadEvents}>
          <ProgressBar store={progress} />
          <BrowserRouter>
            <SiteRoutes onNavigateReady={navigation.connect} />
          </BrowserRouter>
        </RemoteEventsProvider>
      </HostProvider>
    </ShellStoresProvider>,
  );
  scheduleTrackers(window, { googleTagId: config.googleTagId, metaPixelId: config.metaPixelId });
}

const root = document.getElementById('root');
if (root) void start(root);
