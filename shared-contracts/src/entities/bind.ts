/** A request's status: pending, accepted or declined, and after acceptance the deal's (issue 17). */
export type BindStatus = 'pending' | 'accepted' | 'declined' | 'paid' | 'picked_up' | 'delivered' | 'completed' | 'cancelled' | 'refunded';

export interface Bind {
  id: number;
  parcel_id: number;
  trip_id: number;
  status: BindStatus;
  created_at: string;
}

export interface BindRequest {
  trip_id: number;
}
