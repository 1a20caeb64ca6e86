import { useLayoutEffect, useState } from 'react';

/**
 * How the header's items stand: 'full' on one row; 'tight' on one row in a smaller type with smaller gaps, where the
 * full row is too wide; 'compact' behind the burger, where even the tight row is too wide.
 */
export type HeaderFit = 'full' | 'tight' | 'compact';

/** Set on the header for the moment a row is measured: the header lays that row out whatever its fit. */
export const MEASURING_ATTRIBUTE = 'data-measuring';

/**
 * The header's fit, decided by its content (each language's labels, the logged-in name, the fonts that loaded), not by
 * a fixed breakpoint, and again whenever the header's width or its content changes. Measured in a layout effect, so a
 * wrapped header is never painted. Undefined until measured: the prerendered header (and so the hydrating render) has
 * none, and its CSS guesses the fit from the width until then.
 */
export function useHeaderFit(header: HTMLElement | null): HeaderFit | undefined {
  const [fit, setFit] = useState<HeaderFit>();
  useLayoutEffect(() => {
    if (!header || typeof ResizeObserver === 'undefined') return;
    let stopped = false;
    const check = () => {
      if (!stopped) setFit(fitOf(header));
    };
    check();
    const resize = new ResizeObserver(check);
    resize.observe(header);
    const content = new MutationObserver(check);
    content.observe(header, { subtree: true, childList: true, characterData: true });
    void document.fonts?.ready.then(check);
    return () => {
      stopped = true;
      resize.disconnect();
      content.disconnect();
    };
  }, [header]);
  return fit;
}

function fitOf(header: HTMLElement): HeaderFit {
  const room = header.getBoundingClientRect().width;
  if (rowWidth(header, 'full') <= room) return 'full';
  return rowWidth(header, 'tight') <= room ? 'tight' : 'compact';
}

/** The width the header takes with every item on one row (its CSS makes it max-content while measured). */
function rowWidth(header: HTMLElement, row: Exclude<HeaderFit, 'compact'>): number {
  header.setAttribute(MEASURING_ATTRIBUTE, row);
  const width = header.getBoundingClientRect().width;
  header.removeAttribute(MEASURING_ATTRIBUTE);
  return width;
}
