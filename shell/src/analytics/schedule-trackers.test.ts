import { GOOGLE_TAG_SCRIPT, META_PIXEL_SCRIPT } from './inject-trackers';
import { scheduleTrackers } from './schedule-trackers';

const scriptSources = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.src);

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 20));
}

afterEach(() => {
  document.head.innerHTML = '';
  setReadyState('complete');
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { fbq?: unknown }).fbq;
});

describe('scheduleTrackers', () => {
  it('loads nothing when no id is configured', async () => {
    scheduleTrackers(window, { googleTagId: null, metaPixelId: null });
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(scriptSources()).toEqual([]);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });

  it('waits for the page to be interactive, then loads the configured trackers', async () => {
    setReadyState('loading');
    scheduleTrackers(window, { googleTagId: 'G-JETKIZ1', metaPixelId: '123456' });
    await settle();
    expect(scriptSources()).toEqual([]);

    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(scriptSources()).toEqual([`${GOOGLE_TAG_SCRIPT}?id=G-JETKIZ1`, META_PIXEL_SCRIPT]);
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    expect(dataLayer.map((entry) => Array.from(entry)[0])).toEqual(['js', 'config']);
    const fbq = (window as unknown as { fbq: { queue: unknown[][] } }).fbq;
    expect(fbq.queue).toEqual([
      ['init', '123456'],
      ['track', 'PageView'],
    ]);
  });

  it('loads only the one that is configured', async () => {
    scheduleTrackers(window, { googleTagId: null, metaPixelId: '42' });
    await settle();
    expect(scriptSources()).toEqual([META_PIXEL_SCRIPT]);
  });
});
