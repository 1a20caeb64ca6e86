import { alertOfError, profileHandoffAddress, profileLink } from '@jetkiz/contracts';
import type { DraftsApi, HostApi } from '@jetkiz/contracts';
import type { AlertStore } from '../alerts';
import type { ShellConfig } from '../config';
import type { LocaleStore } from '../locale';
import { withLocale } from '../locale';
import type { ModalStore } from '../modals';
import type { SessionStore } from '../session';
import { createLazyApiClient } from './lazy-api-client';

export interface ShellStores {
  session: SessionStore;
  locale: LocaleStore;
  modals: ModalStore;
  alerts: AlertStore;
  drafts: DraftsApi;
}

/** The one object the shell hands to every remote (ARCHITECTURE.md §2). */
export function createHostApi(
  config: ShellConfig,
  stores: ShellStores,
  navigate: (to: string, options?: { replace?: boolean }) => void,
): HostApi {
  const api = createLazyApiClient({
    baseUrl: config.apiUrl,
    getToken: () => stores.session.token,
    getLanguage: () => stores.locale.language,
    onUnauthorized: () => stores.session.clear(),
    // Whatever remote made the call, the user hears the service is busy and when to try again (the remote's own
    // alert of the same key is not stacked on it).
    onServiceBusy: (failure) => stores.alerts.show(alertOfError(failure), 'error'),
  });
  stores.session.connect(api);

  return {
    session: stores.session,
    locale: stores.locale,
    modals: stores.modals,
    alerts: stores.alerts,
    drafts: stores.drafts,
    api,
    config: {
      apiUrl: config.apiUrl,
      profileUrl: config.profileUrl,
      widgetsUrl: config.widgetsUrl,
      siteUrl: config.siteUrl,
      partnerOrigins: config.partnerOrigins,
      recaptchaSiteKey: config.recaptchaSiteKey,
      promoVideoId: config.promoVideoId,
    },
    navigation: {
      go: (path, options) => navigate(withLocale(stores.locale.current, path), options),
      href: (path) => withLocale(stores.locale.current, path),
      // Every way into the profile carries the language, as every way back carries its prefix.
      profileUrl: (path, query) => profileLink(config.profileUrl, stores.locale.current, path, query),
      profileHandoffUrl: (path) =>
        profileHandoffAddress(api, stores.session.token !== null, profileLink(config.profileUrl, stores.locale.current, path)),
    },
  };
}
