export { TravelerCardView } from './traveler-card';
export type { CardTrip } from './traveler-card';
