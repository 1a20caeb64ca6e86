export { ShipmentForm } from './shipment-form';
export type { ShipmentFormState, WidgetFormProps } from './shipment-form';
