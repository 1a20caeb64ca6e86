import { TRAVELER_COMMISSION_RATE } from '@jetkiz/contracts';
import type { MyTrip, TripOffer } from '@jetkiz/contracts';

/** The reward of an offered parcel: the sender's own, else what the traveler asked for the trip. */
export function offerReward(offer: TripOffer, trip: Pick<MyTrip, 'offered_amount'>): number {
  return offer.parcel.reward ?? trip.offered_amount;
}

/** Spec §9: 20% of the reward is the service commission, charged to the traveler. */
export function travelerPayout(reward: number): number {
  return Math.round(reward * (1 - TRAVELER_COMMISSION_RATE));
}
