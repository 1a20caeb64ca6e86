/**
 * A prerendered page shows its buttons before the app has hydrated them: a click on one in that time would do
 * nothing (a button has no default action; a submit button would send its form the old way). Such clicks are held
 * and given again to the same elements once the app has hydrated them (hydration keeps the server's elements). Links
 * are left alone: the browser follows them as plain links, a language link with the address's hash added (the
 * server gave it the query; the hash never reaches the server).
 */
export function holdEarlyClicks(root: HTMLElement): { replay: () => void; drop: () => void } {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    keepHashOnLanguageLink(event, root);
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, input[type="submit"]') : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  const stop = () => document.removeEventListener('click', hold, true);
  return {
    replay: () => {
      stop();
      for (const target of held.splice(0)) if (target.isConnected) target.click();
    },
    drop: () => {
      stop();
      held.length = 0;
    },
  };
}

function keepHashOnLanguageLink(event: MouseEvent, root: HTMLElement): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[hreflang]') : null;
  if (!link || !root.contains(link) || !window.location.hash || link.hash) return;
  link.hash = window.location.hash;
}
