export { registerDocs } from './docs';
export {
  bindSchema,
  myParcelSchema,
  myTripSchema,
  pageSchemaOf,
  parcelImageSchema,
  parcelSchema,
  travelerCardSchema,
  tripSchema,
} from './marketplace-schemas';
