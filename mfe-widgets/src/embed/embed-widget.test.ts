import { hostMessage, widgetMessage } from '@jetkiz/contracts';
import { EVENT_PREFIX, embedOptionsOf, embedWidget } from './embed-widget';

const WIDGETS = 'https://widgets.jetkiz.kz';

function partnerScript(data: Record<string, string>): { script: HTMLScriptElement; container: HTMLElement } {
  const container = document.createElement('section');
  const script = document.createElement('script');
  script.src = `${WIDGETS}/embed.js`;
  Object.assign(script.dataset, data);
  container.append(script);
  document.body.append(container);
  return { script, container };
}

function embed(data: Record<string, string> = { widget: 'parcel', locale: 'kz', city: '3' }) {
  const { script, container } = partnerScript(data);
  const stop = embedWidget(script, embedOptionsOf(script)!);
  const frame = container.querySelector('iframe')!;
  const postMessage = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => {});
  return { frame, container, postMessage, stop };
}

function fromWidget(frame: HTMLIFrameElement, data: unknown, origin = WIDGETS, source: MessageEventSource | null = frame.contentWindow) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('embedOptionsOf', () => {
  it('reads the data attributes and where embed.js came from', () => {
    const { script } = partnerScript({ widget: 'trip', locale: 'en', city: '12' });
    expect(embedOptionsOf(script)).toEqual({ widget: 'trip', locale: 'en', cityId: 12, widgetsOrigin: WIDGETS, errorCallback: null });
  });

  it("reads the name of the partner's error callback", () => {
    const { script } = partnerScript({ widget: 'parcel', onError: ' shopWidgetFailed ' });
    expect(embedOptionsOf(script)?.errorCallback).toBe('shopWidgetFailed');
  });

  it('defaults to ru without a city, and refuses an unknown widget', () => {
    const { script } = partnerScript({ widget: 'parcel', locale: 'de', city: 'Almaty' });
    expect(embedOptionsOf(script)).toEqual({ widget: 'parcel', locale: 'ru', cityId: null, widgetsOrigin: WIDGETS, errorCallback: null });
    expect(embedOptionsOf(partnerScript({ widget: 'delivery' }).script)).toBeNull();
  });
});

describe('embedWidget', () => {
  it("puts the widget's page in an iframe after the script, telling it the partner's origin", () => {
    const { frame } = embed();
    expect(frame.src).toBe(`${WIDGETS}/kz/widget/parcel?parent=${encodeURIComponent(window.location.origin)}`);
    expect(frame.title).toBe('Жаңа сәлемдеме — Jetkiz');
    expect(frame.previousElementSibling?.tagName).toBe('SCRIPT');
  });

  it('answers loaded with no token and the city, at the widget origin only', () => {
    const { frame, postMessage } = embed();
    fromWidget(frame, widgetMessage('loaded', {}));
    expect(postMessage.mock.calls).toEqual([
      [hostMessage('setAuthToken', { token: null }), WIDGETS],
      [hostMessage('setCity', { cityId: 3 }), WIDGETS],
    ]);
  });

  it('sizes the iframe to the reported height', () => {
    const { frame } = embed();
    fromWidget(frame, widgetMessage('resize', { height: 812.4 }));
    expect(frame.style.height).toBe('813px');
  });

  it.each([
    widgetMessage('parcel-created', { id: 5, guest_token: 'g-5' }),
    widgetMessage('trip-created', { id: 6 }),
    widgetMessage('close-widget', {}),
    widgetMessage('go-travel-choose', { parcelId: 5 }),
    widgetMessage('parcel-create-error', {}),
  ])('re-dispatches $type as a DOM event on the script’s parent', (message) => {
    const { frame, container } = embed();
    const heard = jest.fn();
    document.addEventListener(`${EVENT_PREFIX}${message.type}`, heard);
    fromWidget(frame, message);
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]![0] as CustomEvent;
    expect(event.target).toBe(container);
    expect(event.detail).toEqual(message.payload);
    document.removeEventListener(`${EVENT_PREFIX}${message.type}`, heard);
  });

  it('ignores a foreign origin, another window and malformed data', () => {
    const { frame, container, postMessage } = embed();
    const heard = jest.fn();
    container.addEventListener('jetkiz:parcel-created', heard);
    fromWidget(frame, widgetMessage('parcel-created', { id: 5 }), 'https://evil.example.com');
    fromWidget(frame, widgetMessage('parcel-created', { id: 5 }), WIDGETS, window);
    fromWidget(frame, { source: 'jetkiz', type: 'parcel-created', payload: { id: 'five' } });
    fromWidget(frame, widgetMessage('loaded', {}), 'https://evil.example.com');
    fromWidget(frame, hostMessage('setAuthToken', { token: 'x' }));
    expect(heard).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  describe('when the widget cannot work on the page (origin-not-allowed)', () => {
    const refused = widgetMessage('widget-error', { code: 'origin-not-allowed' });
    type Partner = Window & { shopWidgetFailed?: jest.Mock };

    afterEach(() => {
      delete (window as Partner).shopWidgetFailed;
    });

    it('re-dispatches it as jetkiz:widget-error, calls the data-on-error function and shrinks the frame to the notice', () => {
      const { frame, container } = embed({ widget: 'parcel', locale: 'en', onError: 'shopWidgetFailed' });
      // defined after the script tag, as a partner's own script often is
      const callback = jest.fn();
      (window as Partner).shopWidgetFailed = callback;
      const heard = jest.fn();
      container.addEventListener('jetkiz:widget-error', heard);
      fromWidget(frame, refused);
      expect(callback).toHaveBeenCalledWith({ code: 'origin-not-allowed' });
      expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ code: 'origin-not-allowed' });
      expect(frame.style.height).toBe('240px');
    });

    it('still dispatches the event without a callback, and says so when the name is not a function', () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const { frame, container } = embed({ widget: 'parcel', onError: 'missingFunction' });
      const heard = jest.fn();
      container.addEventListener('jetkiz:widget-error', heard);
      fromWidget(frame, refused);
      expect(heard).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('missingFunction'));
      error.mockRestore();
    });

    it('takes it only from its own frame and the widgets origin, with a known code', () => {
      const callback = jest.fn();
      (window as Partner).shopWidgetFailed = callback;
      const { frame } = embed({ widget: 'parcel', onError: 'shopWidgetFailed' });
      fromWidget(frame, refused, 'https://evil.example.com');
      fromWidget(frame, refused, WIDGETS, window);
      fromWidget(frame, { source: 'jetkiz', type: 'widget-error', payload: { code: 'anything' } });
      expect(callback).not.toHaveBeenCalled();
      expect(frame.style.height).toBe('720px');
    });
  });

  it('is removed with its listener', () => {
    const { frame, container, stop } = embed();
    const heard = jest.fn();
    container.addEventListener('jetkiz:close-widget', heard);
    stop();
    fromWidget(frame, widgetMessage('close-widget', {}));
    expect(container.querySelector('iframe')).toBeNull();
    expect(heard).not.toHaveBeenCalled();
  });
});
