import type { BindStatus, MyParcel } from '@jetkiz/contracts';

/**
 * Where a parcel stands for its sender: no traveler chosen yet (open), or where its request and then its deal stand
 * (pending, accepted, paid, picked up, delivered, completed; declined, cancelled or refunded, after which a traveler
 * can be chosen again).
 */
export type ParcelStage = 'open' | BindStatus;

export function parcelStage(parcel: MyParcel): ParcelStage {
  const status = parcel.bind?.status;
  if (status === 'completed') return 'completed';
  if (parcel.status === 'delivered') return 'delivered';
  return status ?? 'open';
}

/** A traveler can be (re)chosen on the main site's schedule page. */
export function canChooseTraveler(stage: ParcelStage): boolean {
  return stage === 'open' || stage === 'declined' || stage === 'cancelled' || stage === 'refunded';
}
