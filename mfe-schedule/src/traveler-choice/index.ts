export { TravelerChoiceStore } from './traveler-choice-store';
export type { ChoiceLoadState } from './traveler-choice-store';
export { TravelerChoiceView } from './traveler-choice-view';
export type { ParcelRoute } from './traveler-choice-view';
export type { ChoiceSort, DeliveryFilter, TravelerKind } from './traveler-order';
