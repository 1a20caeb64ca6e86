export { WEIGHT_LIMIT_KG, createTripCatalog } from './trip-records';
export type { TripCatalog } from './trip-records';
export { tripRoutes } from './trip-routes';
export type { TravelerAccounts, TripArrivals, TripLoginRedirects, TripRoutesDependencies } from './trip-routes';
