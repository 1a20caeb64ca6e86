export { ShipmentForm } from './shipment-form';
export type { ShipmentFormState } from './shipment-form';
