export { createBindLookup, toBind } from './bind-records';
export type { BindLookup } from './bind-records';
export { bindRoutes } from './bind-routes';
export type { BindNotices, BindParcelAccess, BindRoutesDependencies, BindSurroundings, DealCancellation } from './bind-routes';
