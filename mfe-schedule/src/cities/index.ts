export { cityDirectoryFor } from './city-directory';
