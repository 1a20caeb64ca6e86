export { DeliveryPage } from './delivery-page';
export type { DeliveryPageOptions, DeliveryPageProps, DeliveryWidget } from './delivery-page';
export { DeliveryState } from './delivery-state';
