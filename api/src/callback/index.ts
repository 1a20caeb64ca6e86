export { callbackRoutes } from './callback-routes';
export type { CallbackRoutesDependencies } from './callback-routes';
