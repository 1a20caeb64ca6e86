import { addTranslations, hostMessage, widgetMessage } from '@jetkiz/contracts';
import type { WidgetMessage } from '@jetkiz/contracts';
import { createFakeHost } from '@jetkiz/contracts/src/host-api/testing';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import { act, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import en from '../i18n/en.json';
import { WidgetBridgeModal } from './widget-bridge-modal';
import { WidgetFrame } from './widget-frame';

const SITE = 'https://jetkiz.kz';

/** A Kazakh page's host, logged in unless `token` is null, with spied alerts, modals and navigation. */
function hostWith(token: string | null = 'secret-token') {
  return createFakeHost({
    language: 'kk',
    token,
    config: {
      apiUrl: 'https://api.jetkiz.kz',
      profileUrl: 'https://profile.jetkiz.kz',
      widgetsUrl: 'https://widgets.jetkiz.kz',
      siteUrl: SITE,
      partnerOrigins: ['https://partner.kz'],
    },
  });
}

beforeAll(async () => {
  await initTestI18n('en');
  addTranslations(i18next, 'shell', { en, ru: en, kk: en });
});

function renderFrame(fake = hostWith(), cityId: number | null = null) {
  const leave = jest.fn();
  render(<WidgetFrame host={fake.host} widget="parcel" title="Send a parcel" cityId={cityId} leave={leave} />);
  const frame = screen.getByTitle('Send a parcel') as HTMLIFrameElement;
  const postMessage = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
  const fromWidget = (data: WidgetMessage | unknown, origin = SITE, source: MessageEventSource | null = frame.contentWindow) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
  return { fake, frame, postMessage, fromWidget, leave };
}

describe('WidgetFrame: host → widget', () => {
  it("frames the site's widget page in the current locale", () => {
    const { frame } = renderFrame();
    expect(frame.src).toBe(`${SITE}/kz/widget/parcel`);
  });

  it('answers loaded with the token, posted to the widget origin only', () => {
    const { postMessage, fromWidget } = renderFrame();
    fromWidget(widgetMessage('loaded', {}));
    expect(postMessage.mock.calls).toEqual([[hostMessage('setAuthToken', { token: 'secret-token' }), SITE]]);
    expect((postMessage.mock.calls as unknown[][]).every(([, origin]) => origin !== '*')).toBe(true);
  });

  it('answers loaded with null for a guest, and sends the city when it has one', () => {
    const { postMessage, fromWidget } = renderFrame(hostWith(null), 3);
    fromWidget(widgetMessage('loaded', {}));
    expect(postMessage.mock.calls).toEqual([
      [hostMessage('setAuthToken', { token: null }), SITE],
      [hostMessage('setCity', { cityId: 3 }), SITE],
    ]);
  });

  it('gives the token to nobody else: a foreign origin, a partner origin, another window', () => {
    const { postMessage, fromWidget, fake } = renderFrame();
    const other = document.createElement('iframe');
    document.body.append(other);
    fromWidget(widgetMessage('loaded', {}), 'https://evil.example.com');
    fromWidget(widgetMessage('loaded', {}), 'https://partner.kz');
    fromWidget(widgetMessage('loaded', {}), SITE, other.contentWindow);
    fromWidget(widgetMessage('loaded', {}), SITE, window);
    fromWidget(widgetMessage('parcel-created', { id: 1 }), 'https://evil.example.com');
    expect(postMessage).not.toHaveBeenCalled();
    expect(fake.alerts).not.toHaveBeenCalled();
    expect(fake.openModal).not.toHaveBeenCalled();
    other.remove();
  });

  it("ignores the host's own message types coming back", () => {
    const { fromWidget, fake, postMessage } = renderFrame();
    fromWidget(hostMessage('setAuthToken', { token: 'x' }));
    fromWidget(hostMessage('setCity', { cityId: 1 }));
    expect(postMessage).not.toHaveBeenCalled();
    expect(fake.openModal).not.toHaveBeenCalled();
  });
});

describe('WidgetFrame: widget → host', () => {
  it('takes the height the widget reports', () => {
    const { frame, fromWidget } = renderFrame();
    fromWidget(widgetMessage('resize', { height: 930 }));
    expect(frame.style.height).toBe('930px');
  });

  it('turns parcel-created into the ready alert and the parcel-created modal', () => {
    const { fromWidget, fake } = renderFrame();
    fromWidget(widgetMessage('parcel-created', { id: 9, guest_token: 'g-9' }));
    expect(fake.alerts).toHaveBeenCalledWith('ready', 'success');
    expect(fake.openModal).toHaveBeenCalledWith('parcel-created', { parcelId: '9', guest_token: 'g-9' });
  });

  it('turns go-travel-choose into the schedule page', () => {
    const { fromWidget, fake } = renderFrame();
    fromWidget(widgetMessage('go-travel-choose', { parcelId: 9 }));
    expect(fake.go).toHaveBeenCalledWith('/schedule/9');
  });

  it('turns go-profile-travels into the profile host', async () => {
    // A guest's address; a logged-in user's comes with a hand-over code (create-host-api.test).
    const { fromWidget, leave } = renderFrame(hostWith(null));
    fromWidget(widgetMessage('go-profile-travels', {}));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://profile.jetkiz.kz/travels'));
  });
});

describe('WidgetBridgeModal', () => {
  it.each([
    ['create-travel', 'Create a trip', `${SITE}/kz/widget/trip`],
    ['create-parcel', 'Send a parcel', `${SITE}/kz/widget/parcel`],
  ] as const)('%s holds the widget iframe under a heading', (name, title, src) => {
    render(<WidgetBridgeModal host={hostWith().host} modal={{ name, params: {} }} />);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTitle(title)).toHaveAttribute('src', src);
  });

  it("puts a trip's route, date and id (the board's 'Send with this traveler') in the parcel widget's query", () => {
    const params = { from: '1', to: '3', date: '2031-05-06', trip: '77', city: '2', junk: '<x>' };
    render(<WidgetBridgeModal host={hostWith().host} modal={{ name: 'create-parcel', params }} />);
    expect(screen.getByTitle('Send a parcel')).toHaveAttribute('src', `${SITE}/kz/widget/parcel?from=1&to=3&date=2031-05-06&trip=77`);
    render(<WidgetBridgeModal host={hostWith().host} modal={{ name: 'create-travel', params }} />);
    expect(screen.getByTitle('Create a trip')).toHaveAttribute('src', `${SITE}/kz/widget/trip`);
  });

  it('presets the city from the modal params', () => {
    render(<WidgetBridgeModal host={hostWith().host} modal={{ name: 'create-parcel', params: { city: '4' } }} />);
    const frame = screen.getByTitle('Send a parcel') as HTMLIFrameElement;
    const postMessage = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
    act(() =>
      window.dispatchEvent(new MessageEvent('message', { data: widgetMessage('loaded', {}), origin: SITE, source: frame.contentWindow })),
    );
    expect(postMessage).toHaveBeenCalledWith(hostMessage('setCity', { cityId: 4 }), SITE);
  });

  it('draws nothing for a modal it does not own', () => {
    const { container } = render(<WidgetBridgeModal host={hostWith().host} modal={{ name: 'login', params: {} }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
