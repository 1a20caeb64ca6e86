export { destinationFromParams, destinationToParams, followDestination } from './destination';
export type { Destination } from './destination';
