export { NearViewportSlot } from './near-viewport-slot';
