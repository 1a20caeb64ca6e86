export { Reviews } from './reviews';
