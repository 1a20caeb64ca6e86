export { TripConfirmationPage } from './trip-confirmation-page';
export { TripConfirmationStore, tripTokenOf } from './trip-confirmation-store';
export type { TripConfirmationState } from './trip-confirmation-store';
