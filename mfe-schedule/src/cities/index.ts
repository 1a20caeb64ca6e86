export { CityDirectory, cityDirectoryFor } from './city-directory';
