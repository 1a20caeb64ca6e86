export { MyParcelsSection } from './my-parcels-section';
export { MyParcelsStore } from './my-parcels-store';
