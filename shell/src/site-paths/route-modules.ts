import { remoteModuleId } from '@jetkiz/contracts';
import { matchSitePath } from './site-paths.cjs';
import type { RouteOwner } from './site-paths.cjs';

/** The exposed module that renders each owner's routes. */
export const ROUTE_MODULES: Readonly<Record<RouteOwner, string>> = {
  marketing: remoteModuleId('marketing', 'page'),
  schedule: remoteModuleId('schedule', 'page'),
  widgets: remoteModuleId('widgets', 'widget'),
  logistics: remoteModuleId('logistics', 'widget'),
};

/** The remote module behind a link of this site, or null for other hosts and unknown paths. */
export function remoteModuleOfHref(href: string, siteOrigin: string): string | null {
  const url = new URL(href, siteOrigin);
  if (url.origin !== siteOrigin) return null;
  const match = matchSitePath(url.pathname);
  return match ? ROUTE_MODULES[match.route.owner] : null;
}
