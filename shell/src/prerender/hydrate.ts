import type { LanguageCode } from '@jetkiz/contracts';
import type { ComponentType } from 'react';
import { loadRemoteComponent, preloadComponent } from '../remotes';
import { matchSitePath, ROUTE_MODULES } from '../site-paths';

/** What a remote's page module may offer to fetch a page's own chunk and texts before the first render. */
type PreloadingPage = ComponentType<never> & { preload?: (page: string, language: LanguageCode) => Promise<unknown> };

/** Whether the server sent this page rendered (the shell's server inlines the prerendered tree into `#root`). */
export function isPrerendered(root: HTMLElement): boolean {
  return root.firstElementChild !== null;
}

/**
 * Loads what the first render of a prerendered page needs, so that it equals the server's HTML: the remote's page
 * module (and through it the page's chunk and texts). The shell's own texts were loaded by then. Returns false when
 * that failed: the page is then rendered in the browser, as without prerendering (the remote shows its notice).
 */
export async function prepareHydration(pathname: string, language: LanguageCode): Promise<boolean> {
  const match = matchSitePath(pathname);
  if (!match || match.kind !== 'page' || match.route.owner !== 'marketing') return true;
  const moduleId = ROUTE_MODULES.marketing;
  try {
    const Page: PreloadingPage = await loadRemoteComponent<never>(moduleId);
    await Promise.all([preloadComponent(moduleId, () => Promise.resolve(Page)), Page.preload?.(match.route.page, language)]);
    return true;
  } catch {
    return false;
  }
}
