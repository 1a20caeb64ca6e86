export { CityFields } from './city-fields';
