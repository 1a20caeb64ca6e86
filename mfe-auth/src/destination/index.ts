export { destinationFromParams, destinationToParams, followDestination, leaveForProfile } from './destination';
export type { Destination } from './destination';
