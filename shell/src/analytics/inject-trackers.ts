import type { TrackerIds } from './tracker-ids';

type Queue = unknown[][];

interface TrackerWindow extends Window {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: ((...args: unknown[]) => void) & {
    queue?: Queue;
    callMethod?: (...args: unknown[]) => void;
    push?: unknown;
    loaded?: boolean;
    version?: string;
  };
  _fbq?: unknown;
}

export const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

function addScript(document: Document, src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

// The vendors' snippets are inline scripts; the same set-up done here keeps the CSP free of 'unsafe-inline'.
function startGoogleTag(window: TrackerWindow, id: string): void {
  const dataLayer = (window.dataLayer ??= []);
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array copy.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id);
  addScript(window.document, `${GOOGLE_TAG_SCRIPT}?id=${encodeURIComponent(id)}`);
}

function startMetaPixel(window: TrackerWindow, id: string): void {
  const queue: Queue = [];
  const fbq: NonNullable<TrackerWindow['fbq']> = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else queue.push(args);
  };
  Object.assign(fbq, { queue, push: fbq, loaded: true, version: '2.0' });
  window.fbq = fbq;
  window._fbq = fbq;
  fbq('init', id);
  fbq('track', 'PageView');
  addScript(window.document, META_PIXEL_SCRIPT);
}

export function injectTrackers(window: Window, ids: TrackerIds): void {
  if (ids.googleTagId) startGoogleTag(window, ids.googleTagId);
  if (ids.metaPixelId) startMetaPixel(window, ids.metaPixelId);
}
