import type { MouseEvent } from 'react';

/** A click the page may take over: the main button without modifiers (others open a new tab or window). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
