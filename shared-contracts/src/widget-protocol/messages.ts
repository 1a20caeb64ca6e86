import type { ParcelDraft, TripDraft } from '../entities';

export const WIDGET_MESSAGE_SOURCE = 'jetkiz';

/** Payload of every message a widget sends to its host, by message type (spec §4 names). */
export interface WidgetToHostPayloads {
  loaded: Record<string, never>;
  'close-widget': Record<string, never>;
  'trip-created': { id: number };
  /**
   * `bind_id`: the parcel was offered to the trip the widget was opened for (the board's 'Send with this traveler');
   * `bind_failed`: that offer was refused, the parcel stands alone.
   */
  'parcel-created': { id: number; guest_token?: string; bind_id?: number; bind_failed?: boolean };
  'trip-create-error': Record<string, never>;
  'parcel-create-error': Record<string, never>;
  'recaptcha-error': Record<string, never>;
  'click-login': Record<string, never>;
  'go-profile-travels': Record<string, never>;
  /** `guest_token` when a guest created the parcel, so the schedule page can show it. */
  'go-travel-choose': { parcelId: number; guest_token?: string };
  'prepare-signup-with-trip': { draft: TripDraft };
  /** `trip_id`: the trip the widget was opened for; the parcel created from the draft is offered to it. */
  'prepare-signup-with-parcel': { draft: ParcelDraft; trip_id?: number };
  /** The 'Log in' link of a filled form: the draft is kept as for sign-up, and sent once the user has logged in. */
  'prepare-login-with-trip': { draft: TripDraft };
  'prepare-login-with-parcel': { draft: ParcelDraft; trip_id?: number };
  /** The iframe's content height in CSS pixels, so the host can size the frame. */
  resize: { height: number };
  /** A request is under way: the modal holding the widget cannot be closed meanwhile (spec §2). */
  loading: { loading: boolean };
  /** A call with the host's token answered 401 (spec §8): the host checks its own session, which clears it. */
  'session-ended': Record<string, never>;
  /**
   * The widget cannot work where it is framed; only a code, never data: it may be posted to a parent whose origin is
   * not trusted (see the widgets' refusal page).
   */
  'widget-error': { code: WidgetErrorCode };
}

/** Why a widget cannot work: `origin-not-allowed`, the framing page's origin is not in PARTNER_ORIGINS. */
export type WidgetErrorCode = 'origin-not-allowed';

export const WIDGET_ERROR_CODES: readonly WidgetErrorCode[] = ['origin-not-allowed'];

/** Payload of every message a host sends to a widget, by message type. */
export interface HostToWidgetPayloads {
  setCity: { cityId: number };
  setAuthToken: { token: string | null };
}

export interface WidgetEnvelope<T extends string, P> {
  source: typeof WIDGET_MESSAGE_SOURCE;
  type: T;
  payload: P;
}

type EnvelopeUnion<Payloads> = {
  [T in keyof Payloads & string]: WidgetEnvelope<T, Payloads[T]>;
}[keyof Payloads & string];

export type WidgetToHostMessage = EnvelopeUnion<WidgetToHostPayloads>;
export type HostToWidgetMessage = EnvelopeUnion<HostToWidgetPayloads>;
export type WidgetMessage = WidgetToHostMessage | HostToWidgetMessage;

export type WidgetToHostType = WidgetToHostMessage['type'];
export type HostToWidgetType = HostToWidgetMessage['type'];

export const WIDGET_TO_HOST_TYPES: readonly WidgetToHostType[] = [
  'loaded',
  'close-widget',
  'trip-created',
  'parcel-created',
  'trip-create-error',
  'parcel-create-error',
  'recaptcha-error',
  'click-login',
  'go-profile-travels',
  'go-travel-choose',
  'prepare-signup-with-trip',
  'prepare-signup-with-parcel',
  'prepare-login-with-trip',
  'prepare-login-with-parcel',
  'resize',
  'loading',
  'session-ended',
  'widget-error',
];

export const HOST_TO_WIDGET_TYPES: readonly HostToWidgetType[] = ['setCity', 'setAuthToken'];

/** Builds a well-formed envelope: `widgetMessage('trip-created', { id: 5 })`. */
export function widgetMessage<T extends keyof WidgetToHostPayloads>(
  type: T,
  payload: WidgetToHostPayloads[T],
): WidgetEnvelope<T, WidgetToHostPayloads[T]> {
  return { source: WIDGET_MESSAGE_SOURCE, type, payload };
}

/** Builds a well-formed envelope: `hostMessage('setCity', { cityId: 1 })`. */
export function hostMessage<T extends keyof HostToWidgetPayloads>(
  type: T,
  payload: HostToWidgetPayloads[T],
): WidgetEnvelope<T, HostToWidgetPayloads[T]> {
  return { source: WIDGET_MESSAGE_SOURCE, type, payload };
}
