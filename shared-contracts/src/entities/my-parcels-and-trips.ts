import type { Bind } from './bind';
import type { Parcel } from './parcel';
import type { Trip } from './trip';

// An account's own lists join parcels and trips; kept apart from both so neither entity imports the other.

export interface MyParcel extends Parcel {
  trip: Trip | null;
}

export interface TripOffer {
  bind: Bind;
  parcel: Parcel;
}

export interface MyTrip extends Trip {
  offers: TripOffer[];
}
