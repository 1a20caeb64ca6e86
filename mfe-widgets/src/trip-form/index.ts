export { TripForm } from './trip-form';
export { TripFormStore } from './trip-form-store';
export type { TripFields, TripStage } from './trip-form-store';
