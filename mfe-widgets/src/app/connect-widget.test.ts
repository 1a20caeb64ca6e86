import { hostMessage, widgetMessage } from '@jetkiz/contracts';
import { createTestHost } from '../testing/test-host';
import { connectWidget, type WidgetSetup } from './connect-widget';

const SITE = 'https://jetkiz.kz';
const PARTNER = 'https://partner.kz';

function setupOf(win: Window, overrides: Partial<WidgetSetup> = {}): WidgetSetup {
  return {
    widget: 'parcel',
    locale: 'kz',
    apiUrl: 'https://api.jetkiz.kz',
    siteUrl: SITE,
    profileUrl: 'https://profile.jetkiz.kz',
    partnerOrigins: [`${PARTNER}/widgets`],
    host: null,
    window: win,
    ...overrides,
  };
}

/** A framed widget's window: its parent is a recording stand-in, messages arrive on the real window. */
function framedWindow({ referrer = '', search = '' }: { referrer?: string; search?: string }) {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const parent = frame.contentWindow!;
  const postMessage = jest.spyOn(parent, 'postMessage').mockImplementation(() => {});
  const win = {
    parent,
    location: { search, ancestorOrigins: undefined },
    document: { referrer },
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
  } as unknown as Window;
  return { win, parent, postMessage };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('connectWidget', () => {
  it("reads a trip's prefill from the page's query (the shell's create-parcel frame), for the parcel widget only", () => {
    const { win } = framedWindow({ referrer: `${SITE}/kz`, search: '?from=1&to=3&date=2031-05-06&trip=77' });
    expect(connectWidget(setupOf(win)).prefill).toEqual({ fromCityId: 1, toCityId: 3, deadline: '2031-05-06', tripId: 77 });
    expect(connectWidget(setupOf(win, { widget: 'trip' })).prefill).toEqual({});
    expect(connectWidget(setupOf(framedWindow({ search: '?parent=x' }).win)).prefill).toEqual({});
  });

  it('framed by the site: the bridge, with the token from setAuthToken', () => {
    const { win, parent, postMessage } = framedWindow({ referrer: `${SITE}/kz` });
    const environment = connectWidget(setupOf(win));
    const stop = environment.start();
    expect(postMessage).toHaveBeenCalledWith(widgetMessage('loaded', {}), SITE);
    window.dispatchEvent(
      new MessageEvent('message', { data: hostMessage('setAuthToken', { token: 'tok' }), origin: SITE, source: parent }),
    );
    window.dispatchEvent(new MessageEvent('message', { data: hostMessage('setCity', { cityId: 4 }), origin: SITE, source: parent }));
    expect(environment.session.token).toBe('tok');
    expect(environment.presetCityId()).toBe(4);
    expect(environment.outlet.toSite).toBe(true);
    expect(environment.language).toBe('kk');
    expect(environment.links.schedule(5, 'g')).toBe(`${SITE}/kz/schedule/5?guest_token=g`);
    expect(environment.links.target).toBe('_blank');
    stop();
  });

  it("framed by a partner named by embed.js's hint: the bridge, not the site", () => {
    const { win, postMessage } = framedWindow({ search: `?parent=${encodeURIComponent(PARTNER)}` });
    const environment = connectWidget(setupOf(win));
    environment.start()();
    expect(postMessage).toHaveBeenCalledWith(widgetMessage('loaded', {}), PARTNER);
    expect(environment.outlet.toSite).toBe(false);
  });

  it('framed by a page that is not allowed: a guest form that posts nothing', () => {
    const { win, postMessage } = framedWindow({ referrer: 'https://evil.example.com/', search: '?parent=https%3A%2F%2Fevil.example.com' });
    const environment = connectWidget(setupOf(win));
    environment.start()();
    environment.outlet.send(widgetMessage('close-widget', {}));
    expect(postMessage).not.toHaveBeenCalled();
    expect(environment.session).toMatchObject({ token: null, known: true });
  });

  it("not framed, inside the site: the site's session and API client", () => {
    const host = createTestHost({ apiUrl: 'https://api.jetkiz.kz', token: 'site-token' });
    const environment = connectWidget(setupOf(window, { host, locale: 'en' }));
    expect(environment.session.token).toBe('site-token');
    expect(environment.api).toBe(host.api);
    expect(environment.links.target).toBeUndefined();
    expect(environment.links.profileTravels).toBe('https://profile.jetkiz.kz/travels?lang=en');
  });
});
