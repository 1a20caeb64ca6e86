import { hostMessage, widgetMessage, WIDGET_TO_HOST_TYPES } from '@jetkiz/contracts';
import type { WidgetToHostMessage } from '@jetkiz/contracts';
import { TOKEN_WAIT_MS, WidgetBridge } from './widget-bridge';

const SITE = 'https://jetkiz.kz';
const PARTNER = 'https://partner.kz';

let parentFrame: HTMLIFrameElement;
let parent: Window;

beforeEach(() => {
  parentFrame = document.createElement('iframe');
  document.body.append(parentFrame);
  parent = parentFrame.contentWindow!;
  jest.spyOn(parent, 'postMessage').mockImplementation(() => {});
});

afterEach(() => {
  parentFrame.remove();
  jest.useRealTimers();
});

const posted = () => (parent.postMessage as jest.Mock).mock.calls as [unknown, string][];

function startBridge(parentOrigin = SITE) {
  const bridge = new WidgetBridge({ parent, parentOrigin, siteOrigin: SITE });
  const stop = bridge.start();
  return { bridge, stop };
}

function deliver(data: unknown, origin: string, source: MessageEventSource | null = parent) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('WidgetBridge: widget → host', () => {
  it('says loaded to its parent, at the parent origin only', () => {
    startBridge(PARTNER);
    expect(posted()).toEqual([[widgetMessage('loaded', {}), PARTNER]]);
  });

  it.each(WIDGET_TO_HOST_TYPES)('sends %s to the parent origin, never to *', (type) => {
    const { bridge } = startBridge();
    const message = { source: 'jetkiz', type, payload: type === 'resize' ? { height: 1 } : {} } as WidgetToHostMessage;
    bridge.send(message);
    const [data, origin] = posted().at(-1)!;
    expect(data).toEqual(message);
    expect(origin).toBe(SITE);
    expect(posted().every(([, target]) => target !== '*')).toBe(true);
  });

  it('knows whether its parent is the site', () => {
    expect(startBridge(SITE).bridge.toSite).toBe(true);
    expect(startBridge(PARTNER).bridge.toSite).toBe(false);
  });
});

describe('WidgetBridge: host → widget', () => {
  it('takes setAuthToken and setCity from its parent', () => {
    const { bridge } = startBridge();
    expect(bridge.known).toBe(false);
    deliver(hostMessage('setAuthToken', { token: 'secret' }), SITE);
    deliver(hostMessage('setCity', { cityId: 3 }), SITE);
    expect(bridge.token).toBe('secret');
    expect(bridge.known).toBe(true);
    expect(bridge.cityId).toBe(3);
    deliver(hostMessage('setAuthToken', { token: null }), SITE);
    expect(bridge.token).toBeNull();
  });

  it('ignores a foreign origin', () => {
    const { bridge } = startBridge();
    deliver(hostMessage('setAuthToken', { token: 'forged' }), 'https://evil.example.com');
    deliver(hostMessage('setCity', { cityId: 9 }), PARTNER);
    expect(bridge.token).toBeNull();
    expect(bridge.known).toBe(false);
    expect(bridge.cityId).toBeNull();
  });

  it('ignores another window of the right origin', () => {
    const { bridge } = startBridge();
    const other = document.createElement('iframe');
    document.body.append(other);
    deliver(hostMessage('setAuthToken', { token: 'forged' }), SITE, other.contentWindow);
    deliver(hostMessage('setAuthToken', { token: 'forged' }), SITE, null);
    expect(bridge.token).toBeNull();
    other.remove();
  });

  it("ignores a widget's own message types and malformed ones", () => {
    const { bridge } = startBridge();
    deliver(widgetMessage('trip-created', { id: 1 }), SITE);
    deliver({ source: 'jetkiz', type: 'setAuthToken', payload: { token: 42 } }, SITE);
    expect(bridge.token).toBeNull();
    expect(bridge.known).toBe(false);
  });

  it('stops listening', () => {
    const { bridge, stop } = startBridge();
    stop();
    deliver(hostMessage('setAuthToken', { token: 'late' }), SITE);
    expect(bridge.token).toBeNull();
  });

  it('takes the visitor for a guest when the host stays silent', () => {
    jest.useFakeTimers();
    const { bridge } = startBridge();
    jest.advanceTimersByTime(TOKEN_WAIT_MS - 1);
    expect(bridge.known).toBe(false);
    jest.advanceTimersByTime(1);
    expect(bridge.known).toBe(true);
    expect(bridge.token).toBeNull();
  });

  it('forgets a token the API refused', () => {
    const { bridge } = startBridge();
    deliver(hostMessage('setAuthToken', { token: 'old' }), SITE);
    bridge.clear();
    expect(bridge.token).toBeNull();
  });

  it('tells its parent, once, that the handed-over token ended (a 401), so the site clears its session too', () => {
    const { bridge } = startBridge();
    deliver(hostMessage('setAuthToken', { token: 'old' }), SITE);
    bridge.clear();
    bridge.clear();
    const ended = posted().filter(([message]) => (message as WidgetToHostMessage).type === 'session-ended');
    expect(ended).toEqual([[widgetMessage('session-ended', {}), SITE]]);
  });

  it("says nothing of a guest's 401: there was no session", () => {
    const { bridge } = startBridge();
    deliver(hostMessage('setAuthToken', { token: null }), SITE);
    bridge.clear();
    expect(posted().map(([message]) => (message as WidgetToHostMessage).type)).toEqual(['loaded']);
  });
});
