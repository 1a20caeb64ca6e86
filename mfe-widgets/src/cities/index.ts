export { CitiesStore } from './cities-store';
export type { CitiesState } from './cities-store';
export { CityFields } from './city-fields';
