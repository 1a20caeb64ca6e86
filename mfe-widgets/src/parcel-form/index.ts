export { ParcelForm } from './parcel-form';
export { ParcelFormStore } from './parcel-form-store';
export type { ParcelStage, TripRequest } from './parcel-form-store';
