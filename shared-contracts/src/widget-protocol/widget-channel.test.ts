import { HOST_TO_WIDGET_TYPES, WIDGET_TO_HOST_TYPES, hostMessage, widgetMessage, type WidgetMessage } from './messages';
import { DOCUMENTS_DRAFT, TRIP_DRAFT } from '../host-api/testing';
import { isWidgetEnvelope, listenForWidgetMessages, postWidgetMessage } from './widget-channel';

const PARTNER = 'https://partner.example.kz';
const WIDGETS = 'https://widgets.jetkiz.kz';

const MESSAGES: WidgetMessage[] = [
  widgetMessage('loaded', {}),
  widgetMessage('close-widget', {}),
  widgetMessage('trip-created', { id: 5 }),
  widgetMessage('parcel-created', { id: 6, guest_token: 'g-6' }),
  widgetMessage('parcel-created', { id: 6 }),
  widgetMessage('parcel-created', { id: 6, guest_token: 'g-6', bind_id: 9 }),
  widgetMessage('parcel-created', { id: 6, bind_failed: true }),
  widgetMessage('trip-create-error', {}),
  widgetMessage('parcel-create-error', {}),
  widgetMessage('recaptcha-error', {}),
  widgetMessage('click-login', {}),
  widgetMessage('go-profile-travels', {}),
  widgetMessage('go-travel-choose', { parcelId: 6 }),
  widgetMessage('go-travel-choose', { parcelId: 6, guest_token: 'g-6' }),
  widgetMessage('prepare-signup-with-trip', { draft: TRIP_DRAFT }),
  widgetMessage('prepare-signup-with-parcel', { draft: DOCUMENTS_DRAFT }),
  widgetMessage('resize', { height: 640 }),
  widgetMessage('loading', { loading: true }),
  widgetMessage('session-ended', {}),
  widgetMessage('widget-error', { code: 'origin-not-allowed' }),
  widgetMessage('prepare-login-with-trip', { draft: TRIP_DRAFT }),
  widgetMessage('prepare-login-with-parcel', { draft: DOCUMENTS_DRAFT }),
  widgetMessage('prepare-signup-with-parcel', { draft: DOCUMENTS_DRAFT, trip_id: 77 }),
  widgetMessage('prepare-login-with-parcel', { draft: DOCUMENTS_DRAFT, trip_id: 77 }),
  hostMessage('setCity', { cityId: 3 }),
  hostMessage('setAuthToken', { token: 'secret' }),
  hostMessage('setAuthToken', { token: null }),
];

let frame: HTMLIFrameElement;

beforeEach(() => {
  frame = document.createElement('iframe');
  document.body.append(frame);
});

afterEach(() => frame.remove());

function deliver(data: unknown, origin: string, source: MessageEventSource | null = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

function listen(allowedOrigins = [PARTNER]) {
  const onMessage = jest.fn();
  const stop = listenForWidgetMessages({ allowedOrigins, expectedSource: () => frame.contentWindow, onMessage });
  return { onMessage, stop };
}

function recordingTarget() {
  const postMessage = jest.fn();
  return { target: { postMessage } as unknown as Window, postMessage };
}

describe('postWidgetMessage', () => {
  it('refuses a wildcard or missing target origin', () => {
    const { target, postMessage } = recordingTarget();
    expect(() => postWidgetMessage(target, '*', hostMessage('setAuthToken', { token: 't' }))).toThrow();
    expect(() => postWidgetMessage(target, '', hostMessage('setAuthToken', { token: 't' }))).toThrow();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('sends to the named origin', () => {
    const { target, postMessage } = recordingTarget();
    postWidgetMessage(target, WIDGETS, hostMessage('setCity', { cityId: 1 }));
    expect(postMessage).toHaveBeenCalledWith({ source: 'jetkiz', type: 'setCity', payload: { cityId: 1 } }, WIDGETS);
  });

  it('reaches a real window of that origin', async () => {
    const received = new Promise<unknown>((resolve) => window.addEventListener('message', (event) => resolve(event.data), { once: true }));
    postWidgetMessage(window, window.location.origin, widgetMessage('loaded', {}));
    await expect(received).resolves.toEqual({ source: 'jetkiz', type: 'loaded', payload: {} });
  });
});

describe('listenForWidgetMessages', () => {
  it('is tested with every message type', () => {
    const tested = new Set(MESSAGES.map((message) => message.type));
    expect(tested).toEqual(new Set([...WIDGET_TO_HOST_TYPES, ...HOST_TO_WIDGET_TYPES]));
  });

  it.each(MESSAGES.map((message) => [message.type, message] as const))('round-trips %s', (_type, message) => {
    const { target, postMessage } = recordingTarget();
    const { onMessage, stop } = listen();
    postWidgetMessage(target, WIDGETS, message);
    const [sent] = postMessage.mock.calls[0] as [unknown];
    deliver(JSON.parse(JSON.stringify(sent)), PARTNER);
    expect(onMessage).toHaveBeenCalledWith(message, expect.any(MessageEvent));
    stop();
  });

  it('ignores a foreign origin', () => {
    const { onMessage, stop } = listen();
    deliver(widgetMessage('trip-created', { id: 1 }), 'https://evil.example.com');
    deliver(widgetMessage('trip-created', { id: 1 }), '');
    expect(onMessage).not.toHaveBeenCalled();
    stop();
  });

  it('ignores a message from another window of an allowed origin', () => {
    const other = document.createElement('iframe');
    document.body.append(other);
    const { onMessage, stop } = listen();
    deliver(widgetMessage('trip-created', { id: 1 }), PARTNER, other.contentWindow);
    deliver(widgetMessage('trip-created', { id: 1 }), PARTNER, null);
    expect(onMessage).not.toHaveBeenCalled();
    stop();
    other.remove();
  });

  it.each([
    ['a string', 'loaded'],
    ['null', null],
    ['another source', { source: 'other', type: 'loaded', payload: {} }],
    ['an unknown type', { source: 'jetkiz', type: 'steal-token', payload: {} }],
    ['a prototype key as type', { source: 'jetkiz', type: 'toString', payload: {} }],
    ['no payload', { source: 'jetkiz', type: 'loaded' }],
    ['an array payload', { source: 'jetkiz', type: 'loaded', payload: [] }],
    ['a bad id', { source: 'jetkiz', type: 'trip-created', payload: { id: '5' } }],
    ['a bad parcel id', { source: 'jetkiz', type: 'go-travel-choose', payload: { parcelId: -1 } }],
    ['a bad guest token', { source: 'jetkiz', type: 'go-travel-choose', payload: { parcelId: 6, guest_token: 6 } }],
    ['a bad height', { source: 'jetkiz', type: 'resize', payload: { height: 'tall' } }],
    ['a bad loading flag', { source: 'jetkiz', type: 'loading', payload: { loading: 'yes' } }],
    ['a bad token', { source: 'jetkiz', type: 'setAuthToken', payload: { token: 42 } }],
    ['a missing draft', { source: 'jetkiz', type: 'prepare-signup-with-trip', payload: {} }],
    ['a bad trip of a draft', { source: 'jetkiz', type: 'prepare-signup-with-parcel', payload: { draft: {}, trip_id: '77' } }],
    ['a trip id of 0', { source: 'jetkiz', type: 'prepare-login-with-parcel', payload: { draft: {}, trip_id: 0 } }],
    ['a bad bind id', { source: 'jetkiz', type: 'parcel-created', payload: { id: 6, bind_id: '9' } }],
    ['a bad bind flag', { source: 'jetkiz', type: 'parcel-created', payload: { id: 6, bind_failed: 'no' } }],
    ['an unknown error code', { source: 'jetkiz', type: 'widget-error', payload: { code: 'token=secret' } }],
  ])('ignores a malformed message: %s', (_name, data) => {
    expect(isWidgetEnvelope(data)).toBe(false);
    const { onMessage, stop } = listen();
    deliver(data, PARTNER);
    expect(onMessage).not.toHaveBeenCalled();
    stop();
  });

  it('accepts any source when none is expected', () => {
    const onMessage = jest.fn();
    const stop = listenForWidgetMessages({ allowedOrigins: [PARTNER], onMessage });
    deliver(widgetMessage('click-login', {}), PARTNER, null);
    expect(onMessage).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops listening', () => {
    const { onMessage, stop } = listen();
    stop();
    deliver(widgetMessage('loaded', {}), PARTNER);
    expect(onMessage).not.toHaveBeenCalled();
  });
});
