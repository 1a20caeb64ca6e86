import { createSessionDrafts, languageOf } from '@jetkiz/contracts';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AlertStore } from './alerts';
import { ShellStoresProvider } from './app/shell-stores-context';
import { loadShellConfig } from './config';
import { createHostApi, HostProvider } from './host-api';
import { createI18n } from './i18n';
import { detectBrowserLocale, localeFromPath, LocaleStore } from './locale';
import { ModalStore } from './modals';
import { registerSiteRemotes } from './remotes';
import { createNavigationBridge, SiteRoutes } from './routes';
import { createTokenCookie, SessionStore } from './session';
import './styles/tokens.css';

async function start(root: HTMLElement): Promise<void> {
  const initialLocale = localeFromPath(window.location.pathname) ?? detectBrowserLocale();
  const i18n = await createI18n(languageOf(initialLocale));
  const config = await loadShellConfig().catch((error: unknown) => {
    root.textContent = i18n.t('configUnavailable', { ns: 'shell' });
    throw error;
  });
  registerSiteRemotes(config.remotes);

  const navigation = createNavigationBridge();
  const stores = {
    session: new SessionStore(createTokenCookie({ domain: config.cookieDomain, secure: config.secureCookies })),
    locale: new LocaleStore(initialLocale, i18n, navigation.navigate, config.secureCookies),
    modals: new ModalStore(),
    alerts: new AlertStore(),
    drafts: createSessionDrafts(window.sessionStorage),
  };
  const host = createHostApi(config, stores, navigation.navigate);
  void stores.session.refreshUser();

  createRoot(root).render(
    <ShellStoresProvider value={stores}>
      <HostProvider value={host}>
        <BrowserRouter>
          <SiteRoutes onNavigateReady={navigation.connect} />
        </BrowserRouter>
      </HostProvider>
    </ShellStoresProvider>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
