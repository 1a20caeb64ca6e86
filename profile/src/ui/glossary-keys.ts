import type { DeliveryType, WeightAllowance } from '@jetkiz/contracts';

/** Glossary words of the `common` namespace, so the profile says 'hand-over' and 'baggage' as the site does. */
const HAND_OVER: Readonly<Record<DeliveryType, string>> = {
  address: 'glossary.deliveryTypeAddress',
  railway: 'glossary.deliveryTypeRailway',
  airport: 'glossary.deliveryTypeAirport',
};

const WEIGHT_ALLOWANCE: Readonly<Record<WeightAllowance, string>> = {
  hand_luggage: 'glossary.handLuggage',
  baggage: 'glossary.baggage',
};

export function handOverKey(type: DeliveryType): string {
  return HAND_OVER[type];
}

export function weightAllowanceKey(allowance: WeightAllowance): string {
  return WEIGHT_ALLOWANCE[allowance];
}
