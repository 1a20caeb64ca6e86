export { shortLinkRoutes } from './short-link-routes';
export type { ShortLinkRoutesDependencies } from './short-link-routes';
export { createShortLinks } from './short-links';
export type { ClaimShortLink, PointCorrectionListener, ShortLinks, ShortLinksOptions } from './short-links';
