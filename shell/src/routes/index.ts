export { createSiteRoutes } from './site-routes';
export { createNavigationBridge, SiteRoutes } from './site-router';
export type { Navigate } from './site-router';
