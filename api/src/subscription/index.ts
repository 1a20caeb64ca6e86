export { subscriptionRoutes } from './subscription-routes';
export type { SubscriptionRoutesDependencies } from './subscription-routes';
