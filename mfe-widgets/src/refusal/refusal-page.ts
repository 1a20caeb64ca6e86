import { isLocaleCode, widgetMessage } from '@jetkiz/contracts';
import type { LocaleCode } from '@jetkiz/contracts';

const REFUSAL_PAGE = /^\/([a-z]{2})\/widget\/refused\/?$/;

/** `/{locale}/widget/refused`: where the widgets server sends a frame whose parent is not an allowed origin. */
export function refusalPageOf(pathname: string): { locale: LocaleCode } | null {
  const match = REFUSAL_PAGE.exec(pathname);
  return match && isLocaleCode(match[1]) ? { locale: match[1] } : null;
}

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
