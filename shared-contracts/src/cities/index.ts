export { CityList } from './city-list';
