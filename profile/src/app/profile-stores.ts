import { createApiClient } from '@jetkiz/contracts';
import type { ApiClient, LocaleCode } from '@jetkiz/contracts';
import type { Ticker } from '@jetkiz/web-kit/forms';
import { EmailConfirmationStore } from '../account';
import { CitiesStore } from '../cities';
import type { ProfileConfig } from '../config';
import type { ChatStreamSource } from '../chat';
import { LocaleStore, type LanguageSwitch } from '../locale';
import { ChatListStore } from '../messages';
import { MyParcelsStore } from '../my-parcels';
import { MyTripsStore } from '../my-trips';
import { SessionStore, createTokenCookie } from '../session';

export interface ProfileStores {
  config: ProfileConfig;
  session: SessionStore;
  locale: LocaleStore;
  api: ApiClient;
  cities: CitiesStore;
  parcels: MyParcelsStore;
  trips: MyTripsStore;
  emailConfirmation: EmailConfirmationStore;
  chats: ChatListStore;
  /** the live stream of a deal's chat, read with the session's token */
  chatStream: ChatStreamSource;
}

interface ProfileStoresOptions {
  config: ProfileConfig;
  i18n: LanguageSwitch;
  initialLocale: LocaleCode;
  /** a session hand-over code from the address (`#handoff=`), already taken out of it */
  handoffCode: string | null;
  ticker?: Ticker;
}

/** Every store of the profile host, joined: the API client reads the session's token and ends it on a 401. */
export function createProfileStores({ config, i18n, initialLocale, handoffCode, ticker }: ProfileStoresOptions): ProfileStores {
  const session = new SessionStore(createTokenCookie({ domain: config.cookieDomain, secure: config.secureCookies }), handoffCode);
  const locale = new LocaleStore(initialLocale, i18n, {
    siteUrl: config.siteUrl,
    secureCookies: config.secureCookies,
    cookieDomain: config.cookieDomain,
  });
  const api = createApiClient({
    baseUrl: config.apiUrl,
    getToken: () => session.token,
    getLanguage: () => locale.language,
    onUnauthorized: () => session.expire(),
  });
  const revokeSession = (token: string) =>
    createApiClient({
      baseUrl: config.apiUrl,
      getToken: () => token,
      getLanguage: () => locale.language,
      onUnauthorized: () => undefined,
    }).auth.logout();
  session.connect(api, revokeSession);
  const chatStream: ChatStreamSource = {
    url: (bindId) => `${config.apiUrl.replace(/\/$/, '')}/binds/${bindId}/messages/stream`,
    headers: () => ({
      ...(session.token ? { Authorization: `Bearer ${session.token}` } : {}),
      'Accept-Language': locale.language,
    }),
    onUnauthorized: () => session.expire(),
  };
  const markEmailConfirmed = () => {
    if (session.user) session.setUser({ ...session.user, email_confirmed: true });
  };
  return {
    config,
    session,
    locale,
    api,
    cities: new CitiesStore(api),
    parcels: new MyParcelsStore(api),
    trips: new MyTripsStore(api),
    emailConfirmation: new EmailConfirmationStore(api, markEmailConfirmed, ticker),
    chats: new ChatListStore(api),
    chatStream,
  };
}
