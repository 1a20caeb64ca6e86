import { parentOriginOf } from './parent-origin';
import { reportHeight } from './report-height';
import { widgetMessage, type WidgetToHostMessage } from './messages';

const SITE = 'https://jetkiz.kz';
const PARTNER = 'https://partner.kz';

describe('parentOriginOf', () => {
  const allowed = [SITE, PARTNER];

  it("trusts the browser's ancestor origin over any clue", () => {
    expect(parentOriginOf({ allowed, ancestorOrigin: PARTNER, hint: SITE, referrer: `${SITE}/ru` })).toBe(PARTNER);
    expect(parentOriginOf({ allowed, ancestorOrigin: 'https://evil.example.com', hint: SITE })).toBeNull();
  });

  it('falls back to the hint, then the referrer', () => {
    expect(parentOriginOf({ allowed, hint: `${PARTNER}/some/page`, referrer: `${SITE}/ru` })).toBe(PARTNER);
    expect(parentOriginOf({ allowed, hint: 'https://evil.example.com', referrer: `${SITE}/ru/about` })).toBe(SITE);
    expect(parentOriginOf({ allowed, hint: 'not a url', referrer: '' })).toBeNull();
  });

  it('names no origin that is not allowed', () => {
    expect(parentOriginOf({ allowed, referrer: 'https://evil.example.com/' })).toBeNull();
    expect(parentOriginOf({ allowed: [], referrer: `${SITE}/` })).toBeNull();
  });
});

describe('reportHeight', () => {
  it('reports the height once per change', () => {
    let notify = () => {};
    const observe = jest.fn();
    const disconnect = jest.fn();
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe = observe;
      disconnect = disconnect;
    };
    const element = document.createElement('div');
    let height = 480.2;
    element.getBoundingClientRect = () => ({ height }) as DOMRect;
    const sent: WidgetToHostMessage[] = [];
    const stop = reportHeight(element, { send: (message) => sent.push(message) });
    notify();
    height = 700;
    notify();
    stop();
    expect(sent).toEqual([widgetMessage('resize', { height: 481 }), widgetMessage('resize', { height: 700 })]);
    expect(observe).toHaveBeenCalledWith(element);
    expect(disconnect).toHaveBeenCalled();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });
});
