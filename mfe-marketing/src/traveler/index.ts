export { TravelerContent } from './traveler-content';
