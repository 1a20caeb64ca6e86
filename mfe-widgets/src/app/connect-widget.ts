import { createApiClient, languageOf, originOfUrl, parcelPrefillOf, parentOriginOf, profileLink } from '@jetkiz/contracts';
import type { ApiClient, HostApi, LanguageCode, LocaleCode, ParcelPrefill, WidgetName } from '@jetkiz/contracts';
import { NO_OUTLET, WidgetBridge } from '../bridge';
import type { WidgetOutlet, WidgetSession } from '../bridge';
import { createBotCheck, type BotCheck } from '@jetkiz/contracts';

/** Where the widget runs: the shell's HostApi or the standalone page's config give these. */
export interface WidgetSetup {
  widget: WidgetName;
  locale: LocaleCode;
  apiUrl: string;
  siteUrl: string;
  profileUrl: string;
  /** origins allowed to frame the widget besides the site (PARTNER_ORIGINS) */
  partnerOrigins: readonly string[];
  recaptchaSiteKey?: string;
  /** the shell's HostApi when the widget runs inside the site; null on the standalone page */
  host: HostApi | null;
  window: Window;
}

/** Links the widget shows itself, for a parent that does not navigate for it (a partner page, or none). */
export interface WidgetLinks {
  schedule(parcelId: number, guestToken?: string): string;
  profileTravels: string;
  /** a partner's page stays where it is: the site opens beside it */
  target: '_blank' | undefined;
}

export interface WidgetEnvironment {
  widget: WidgetName;
  language: LanguageCode;
  api: ApiClient;
  session: WidgetSession;
  outlet: WidgetOutlet;
  botCheck: BotCheck;
  links: WidgetLinks;
  /** a trip's route, date and id from the page's query (the board's 'Send with this traveler'); parcel widget only */
  prefill: ParcelPrefill;
  /** the city the host asked for with `setCity`, if any */
  presetCityId(): number | null;
  /** connects to the parent (says `loaded`); returns the function that disconnects */
  start(): () => void;
}

const GUEST: WidgetSession = { token: null, known: true, clear: () => {} };

function linksOf(setup: WidgetSetup, framed: boolean): WidgetLinks {
  const site = setup.siteUrl.replace(/\/$/, '');
  return {
    schedule: (parcelId, guestToken) =>
      `${site}/${setup.locale}/schedule/${parcelId}${guestToken ? `?guest_token=${encodeURIComponent(guestToken)}` : ''}`,
    profileTravels: profileLink(setup.profileUrl, setup.locale, '/travels'),
    target: framed ? '_blank' : undefined,
  };
}

function hostSession(host: HostApi): WidgetSession {
  return {
    get token() {
      return host.session.token;
    },
    known: true,
    clear: () => {},
  };
}

/**
 * Framed by an allowed page: the bridge of spec §4 (token from `setAuthToken`, messages to that origin only).
 * Framed by anything else: a guest form that talks to nobody. Not framed: the shell's session, or a guest.
 */
export function connectWidget(setup: WidgetSetup): WidgetEnvironment {
  const win = setup.window;
  const language = languageOf(setup.locale);
  const framed = win.parent !== win;
  const siteOrigin = new URL(setup.siteUrl).origin;
  const parentOrigin = framed
    ? parentOriginOf({
        allowed: [siteOrigin, ...setup.partnerOrigins.map(originOfUrl).filter((origin) => origin !== null)],
        ancestorOrigin: win.location.ancestorOrigins?.[0] ?? null,
        hint: new URLSearchParams(win.location.search).get('parent'),
        referrer: win.document.referrer,
      })
    : null;
  const bridge = parentOrigin ? new WidgetBridge({ parent: win.parent, parentOrigin, siteOrigin, self: win }) : null;
  const session = bridge ?? (setup.host && !framed ? hostSession(setup.host) : GUEST);
  const api =
    setup.host && !bridge
      ? setup.host.api
      : createApiClient({
          baseUrl: setup.apiUrl,
          getToken: () => session.token,
          getLanguage: () => language,
          onUnauthorized: () => session.clear(),
        });
  return {
    widget: setup.widget,
    language,
    api,
    session,
    outlet: bridge ?? NO_OUTLET,
    botCheck: createBotCheck(setup.recaptchaSiteKey),
    links: linksOf(setup, framed),
    prefill: setup.widget === 'parcel' ? parcelPrefillOf(new URLSearchParams(win.location.search)) : {},
    presetCityId: () => bridge?.cityId ?? null,
    start: () => (bridge ? bridge.start() : () => {}),
  };
}
