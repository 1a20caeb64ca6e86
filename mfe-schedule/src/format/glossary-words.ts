import type { DeliveryType, WeightAllowance } from '@jetkiz/contracts';

/** Keys of the `common` namespace's glossary, so every remote calls a hand-over or a luggage kind the same. */
export const DELIVERY_TYPE_WORDS: Readonly<Record<DeliveryType, string>> = {
  address: 'glossary.deliveryTypeAddress',
  railway: 'glossary.deliveryTypeRailway',
  airport: 'glossary.deliveryTypeAirport',
};

export const ALLOWANCE_WORDS: Readonly<Record<WeightAllowance, string>> = {
  hand_luggage: 'glossary.handLuggage',
  baggage: 'glossary.baggage',
};
