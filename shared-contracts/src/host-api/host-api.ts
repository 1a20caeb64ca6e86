import type { ApiClient } from '../api-client';
import type { LanguageCode, LocaleCode } from '../constants';
import type { AlertType, ParcelDraft, TripDraft, User } from '../entities';
import type { AlertMessage } from '../errors';
import type { ModalName } from './modal-names';

export interface SessionApi {
  readonly token: string | null;
  readonly user: User | null;
  readonly isLoggedIn: boolean;
  /** Stores the token and loads the user. */
  logIn(token: string): Promise<void>;
  refreshUser(): Promise<void>;
  logout(): Promise<void>;
}

export interface LocaleApi {
  readonly current: LocaleCode;
  readonly language: LanguageCode;
  switchTo(code: LocaleCode): void;
}

export type ModalParams = Record<string, string>;

export interface OpenModal {
  name: ModalName;
  params: ModalParams;
}

export interface ModalsApi {
  readonly current: OpenModal | null;
  /** While true the open modal cannot be closed (spec §2). */
  readonly loading: boolean;
  open(name: ModalName, params?: ModalParams): void;
  close(): void;
  setLoading(loading: boolean): void;
}

export interface AlertsApi {
  /** Shows the message once: the same one while it is still shown is not stacked again; it clears after ALERT_DURATION_MS. */
  show(message: AlertMessage, type: AlertType): void;
}

export interface NavigationApi {
  /** `path` without the locale prefix, e.g. '/schedule/5'. */
  go(path: string, options?: { replace?: boolean }): void;
  /** `path` with the current locale prefix. */
  href(path: string): string;
  /** Absolute URL on the profile host. */
  profileUrl(path?: string, query?: Record<string, string>): string;
  /**
   * The profile URL that also hands the current session over (a one-time code in the fragment, never the token), for
   * a full-page move to the profile (the web kit's ProfileLink on a plain click, the auth flows' way on); the plain
   * URL when nobody is logged in or the API gives no code.
   */
  profileHandoffUrl(path?: string): Promise<string>;
}

export type SignupDraft =
  /** `tripId`: the trip the widget was opened for (the board's 'Send with this traveler'); the parcel is offered to it once created */
  { kind: 'parcel'; parcel: ParcelDraft; tripId?: number } | { kind: 'trip'; trip: TripDraft };

export interface DraftsApi {
  /** A parcel or trip filled in a widget by a guest, waiting for sign-up or login. */
  readonly signup: SignupDraft | null;
  saveSignup(draft: SignupDraft): void;
  clearSignup(): void;
}

export interface HostConfig {
  apiUrl: string;
  profileUrl: string;
  widgetsUrl: string;
  siteUrl: string;
  partnerOrigins: string[];
  /** reCAPTCHA v3 site key; unset: the bot check is off and nothing is loaded from outside. */
  recaptchaSiteKey?: string;
  /** The promo video's YouTube id (11 characters, checked by the shell); unset: the site shows no video. */
  promoVideoId?: string;
}

/** Everything the shell hands to a remote; remotes reach the shell no other way. */
export interface HostApi {
  session: SessionApi;
  locale: LocaleApi;
  modals: ModalsApi;
  alerts: AlertsApi;
  navigation: NavigationApi;
  drafts: DraftsApi;
  api: ApiClient;
  config: HostConfig;
}
