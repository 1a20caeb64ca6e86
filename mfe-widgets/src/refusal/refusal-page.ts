import { widgetMessage } from '@jetkiz/contracts';

/**
 * Tells the framing page why the widget is not there. This page exists because the parent's origin is not allowed,
 * so there is no trusted origin to name: the message goes to '*'. That is safe because it carries a fixed code and
 * nothing else (no token, no visitor's input, no height), which any page framing us could guess anyway, and this page
 * listens to nothing, so an answer cannot make it do anything.
 */
export function reportRefusal(win: Window): void {
  if (win.parent === win) return;
  win.parent.postMessage(widgetMessage('widget-error', { code: 'origin-not-allowed' }), '*');
}
