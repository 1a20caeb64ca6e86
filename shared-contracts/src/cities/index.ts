export { CityList, cityNameOf, cityOptions } from './city-list';
export type { CityListStatus, CityOption } from './city-list';
