import type { MyParcel } from '@jetkiz/contracts';

/**
 * Where a parcel stands for its sender: no traveler chosen yet (open), a request waiting for the traveler
 * (pending), taken (accepted), turned down or withdrawn (a traveler can be chosen again), or delivered.
 */
export type ParcelStage = 'open' | 'pending' | 'accepted' | 'declined' | 'cancelled' | 'delivered';

export function parcelStage(parcel: MyParcel): ParcelStage {
  if (parcel.status === 'delivered') return 'delivered';
  return parcel.bind?.status ?? 'open';
}

/** A traveler can be (re)chosen on the main site's schedule page. */
export function canChooseTraveler(stage: ParcelStage): boolean {
  return stage === 'open' || stage === 'declined' || stage === 'cancelled';
}
