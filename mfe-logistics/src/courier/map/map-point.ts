/** A point drawn on the courier map: its letter (A, B) and the address it stands for. */
export interface MapPoint {
  mark: string;
  label: string;
  lon: number;
  lat: number;
}
