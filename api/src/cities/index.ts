export { citiesRoutes } from './cities-routes';
export { createCityDirectory } from './city-directory';
export type { CityDirectory, CityPosition } from './city-directory';
