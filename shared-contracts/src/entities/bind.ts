export type BindStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

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
