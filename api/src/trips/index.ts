export { WEIGHT_LIMIT_KG, createTripCatalog } from './trip-records';
export type { TripCatalog } from './trip-records';
export { createTripConfirmations } from './trip-confirmations';
export type { TripConfirmationNotices, TripConfirmations, TripOwner } from './trip-confirmations';
export { tripRoutes } from './trip-routes';
export type { TravelerAccounts, TripArrivals, TripLoginRedirects, TripRoutesDependencies } from './trip-routes';
