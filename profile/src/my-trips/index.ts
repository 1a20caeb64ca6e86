export { MyTripsSection } from './my-trips-section';
export { MyTripsStore } from './my-trips-store';
