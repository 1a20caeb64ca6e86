export { useNearViewport } from './use-near-viewport';
