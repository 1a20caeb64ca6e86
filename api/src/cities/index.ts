export { citiesRoutes } from './cities-routes';
