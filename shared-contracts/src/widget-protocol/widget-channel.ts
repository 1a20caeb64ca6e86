import { WIDGET_ERROR_CODES, WIDGET_MESSAGE_SOURCE, type WidgetErrorCode, type WidgetMessage } from './messages';

type Payload = Record<string, unknown>;

function isPlainObject(value: unknown): value is Payload {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isId(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) > 0;
}

function isOptionalId(value: unknown): boolean {
  return value === undefined || isId(value);
}

function isOptionalToken(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

const anyPayload = () => true;

/** What each known message type must carry; a message from another page may be anything. */
const PAYLOAD_CHECKS: Record<WidgetMessage['type'], (payload: Payload) => boolean> = {
  loaded: anyPayload,
  'close-widget': anyPayload,
  'trip-created': (payload) => isId(payload.id),
  'parcel-created': (payload) =>
    isId(payload.id) &&
    isOptionalToken(payload.guest_token) &&
    (payload.bind_id === undefined || isId(payload.bind_id)) &&
    (payload.bind_failed === undefined || typeof payload.bind_failed === 'boolean'),
  'trip-create-error': anyPayload,
  'parcel-create-error': anyPayload,
  'recaptcha-error': anyPayload,
  'click-login': anyPayload,
  'go-profile-travels': anyPayload,
  'go-travel-choose': (payload) => isId(payload.parcelId) && isOptionalToken(payload.guest_token),
  'prepare-signup-with-trip': (payload) => isPlainObject(payload.draft),
  'prepare-signup-with-parcel': (payload) => isPlainObject(payload.draft) && isOptionalId(payload.trip_id),
  'prepare-login-with-trip': (payload) => isPlainObject(payload.draft),
  'prepare-login-with-parcel': (payload) => isPlainObject(payload.draft) && isOptionalId(payload.trip_id),
  loading: (payload) => typeof payload.loading === 'boolean',
  'session-ended': anyPayload,
  'widget-error': (payload) => WIDGET_ERROR_CODES.includes(payload.code as WidgetErrorCode),
  resize: (payload) => typeof payload.height === 'number' && Number.isFinite(payload.height) && payload.height >= 0,
  setCity: (payload) => isId(payload.cityId),
  setAuthToken: (payload) => payload.token === null || typeof payload.token === 'string',
};

function isKnownType(type: unknown): type is WidgetMessage['type'] {
  return typeof type === 'string' && Object.hasOwn(PAYLOAD_CHECKS, type);
}

/** True for `{ source: 'jetkiz', type: <known type>, payload: <what that type carries> }`. */
export function isWidgetEnvelope(data: unknown): data is WidgetMessage {
  if (!isPlainObject(data) || data.source !== WIDGET_MESSAGE_SOURCE) return false;
  if (!isKnownType(data.type) || !isPlainObject(data.payload)) return false;
  return PAYLOAD_CHECKS[data.type](data.payload);
}

/** Sends to one named origin: a wildcard could hand a token to whatever page the frame now shows. */
export function postWidgetMessage(target: Window, targetOrigin: string, message: WidgetMessage): void {
  if (!targetOrigin || targetOrigin === '*') {
    throw new Error('postWidgetMessage needs an explicit target origin');
  }
  target.postMessage(message, targetOrigin);
}

export interface WidgetListenerOptions<M extends WidgetMessage> {
  allowedOrigins: string[];
  /** The window expected to send (the iframe's contentWindow, or window.parent). */
  expectedSource?: () => MessageEventSource | null;
  onMessage: (message: M, event: MessageEvent) => void;
  /** Window to listen on; the global one by default. */
  target?: Window;
}

function isTrusted(event: MessageEvent, options: WidgetListenerOptions<WidgetMessage>): boolean {
  if (!options.allowedOrigins.includes(event.origin)) return false;
  if (options.expectedSource && event.source !== options.expectedSource()) return false;
  return isWidgetEnvelope(event.data);
}

/** Listens for jetkiz messages from allowed origins only; returns the function that stops listening. */
export function listenForWidgetMessages<M extends WidgetMessage = WidgetMessage>(options: WidgetListenerOptions<M>): () => void {
  const target = options.target ?? window;
  const handle = (event: MessageEvent): void => {
    if (!isTrusted(event, options as WidgetListenerOptions<WidgetMessage>)) return;
    options.onMessage(event.data as M, event);
  };
  target.addEventListener('message', handle);
  return () => target.removeEventListener('message', handle);
}
