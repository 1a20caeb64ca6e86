import { createSessionDrafts } from '@jetkiz/contracts';
import type { HostApi, LocaleCode } from '@jetkiz/contracts';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { AlertStore } from '../alerts';
import { ShellStoresProvider } from '../app/shell-stores-context';
import type { ShellConfig } from '../config';
import { HeaderStore } from '../header-menus';
import { HostProvider } from '../host-api';
import { showLanguage } from '../i18n';
import { LocaleStore } from '../locale';
import { ModalStore } from '../modals';
import { ProgressBar, ProgressStore } from '../progress';
import { RemoteEventsProvider } from '../remotes';
import type { RemoteLoadEvents } from '../remotes';
import type { Navigate } from '../routes';
import { SiteRoutes } from '../routes';
import { createTokenCookie, SessionStore } from '../session';

export type SiteStores = ReturnType<typeof createSiteStores>;

/** The shell's stores: the same in the browser and in the build-time render of a guest's page. */
export function createSiteStores(
  config: Pick<ShellConfig, 'cookieDomain' | 'secureCookies'>,
  initialLocale: LocaleCode,
  i18n: i18n,
  navigate: Navigate,
  storage: Storage,
) {
  const cookieSettings = { domain: config.cookieDomain, secure: config.secureCookies };
  return {
    session: new SessionStore(createTokenCookie(cookieSettings)),
    locale: new LocaleStore(initialLocale, (language) => showLanguage(i18n, language), navigate, cookieSettings),
    modals: new ModalStore(),
    alerts: new AlertStore(),
    header: new HeaderStore(),
    progress: new ProgressStore(),
    drafts: createSessionDrafts(storage),
  };
}

interface SiteAppProps {
  stores: SiteStores;
  host: HostApi;
  loadEvents: RemoteLoadEvents;
  /** BrowserRouter in the browser, StaticRouter at build time */
  router: (routes: ReactNode) => ReactNode;
  onNavigateReady: (navigate: Navigate) => void;
}

/** The whole `#root` tree: what the build renders for a guest is what the browser hydrates. */
export function SiteApp({ stores, host, loadEvents, router, onNavigateReady }: SiteAppProps) {
  return (
    <ShellStoresProvider value={stores}>
      <HostProvider value={host}>
        <RemoteEventsProvider value={loadEvents}>
          <ProgressBar store={stores.progress} />
          {router(<SiteRoutes onNavigateReady={onNavigateReady} />)}
        </RemoteEventsProvider>
      </HostProvider>
    </ShellStoresProvider>
  );
}
