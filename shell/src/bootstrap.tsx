import { languageOf } from '@jetkiz/contracts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { scheduleTrackers } from './analytics';
import { loadShellConfig } from './config';
import { createHostApi } from './host-api';
import { createI18n } from './i18n';
import { detectBrowserLocale, localeFromPath } from './locale';
import { AfterFirstCommit, createSiteStores, holdEarlyClicks, isPrerendered, prepareHydration, SiteApp } from './prerender';
import { createReloadGuard } from './reload-guard';
import { registerSiteRemotes } from './remotes';
import type { RemoteLoadEvents } from './remotes';
import { createNavigationBridge } from './routes';
import '@jetkiz/web-kit/src/design-tokens/tokens.css';

async function start(root: HTMLElement): Promise<void> {
  const earlyClicks = holdEarlyClicks(root);
  const initialLocale = localeFromPath(window.location.pathname) ?? detectBrowserLocale();
  const language = languageOf(initialLocale);
  const pendingI18n = createI18n(language);
  const config = await loadShellConfig().catch(async (error: unknown) => {
    earlyClicks.drop();
    root.textContent = (await pendingI18n).t('configUnavailable', { ns: 'shell' });
    throw error;
  });
  const i18n = await pendingI18n;
  registerSiteRemotes(config.remotes);

  const navigation = createNavigationBridge();
  const stores = createSiteStores(config, initialLocale, i18n, navigation.navigate, window.sessionStorage);
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

  const app = (
    <SiteApp
      stores={stores}
      host={host}
      loadEvents={loadEvents}
      router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
      onNavigateReady={navigation.connect}
    />
  );
  // A prerendered page (a guest's marketing page or the not-found page) is hydrated once its first render can equal
  // the server's HTML; any other page, or one whose remote did not load, is rendered here.
  if (isPrerendered(root) && (await prepareHydration(window.location.pathname, language))) {
    hydrateRoot(
      root,
      <>
        {app}
        <AfterFirstCommit onCommitted={earlyClicks.replay} />
      </>,
      { onRecoverableError: (error) => console.error('Hydration recovered from an error', error) },
    );
  } else {
    earlyClicks.drop();
    root.replaceChildren();
    createRoot(root).render(app);
  }
  scheduleTrackers(window, { googleTagId: config.googleTagId, metaPixelId: config.metaPixelId });
}

const root = document.getElementById('root');
if (root) void start(root);
