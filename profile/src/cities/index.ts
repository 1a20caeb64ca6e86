export { CitiesStore } from './cities-store';
