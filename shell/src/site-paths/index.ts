export { SITE_PATHS, WIDGET_SEGMENT, isWidgetPath, matchSitePath } from './site-paths.cjs';
export type { RouteOwner, SitePathMatch, SiteRoute } from './site-paths.cjs';
export { ROUTE_MODULES, remoteModuleOfHref } from './route-modules';
