import { hasTrackers } from './tracker-ids';
import type { TrackerIds } from './tracker-ids';

function whenInteractive(window: Window, run: () => void): void {
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(run) : window.setTimeout(run, 0));
  if (window.document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Loads the analytics and pixel scripts only when their ids are configured, and only once the page is interactive. */
export function scheduleTrackers(window: Window, ids: TrackerIds): void {
  if (!hasTrackers(ids)) return;
  whenInteractive(window, () => {
    void import('./inject-trackers').then(({ injectTrackers }) => injectTrackers(window, ids));
  });
}
