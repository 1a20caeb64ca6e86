import type { LonLat, PriceCheck } from '../courier-provider';

/**
 * The simulator's tariff (tiyn), close to a city courier's in Kazakhstan:
 *
 * | part                     | amount          |
 * | ------------------------ | --------------- |
 * | base (pickup, 2 km)      | 900 ₸           |
 * | each further road km     | 110 ₸           |
 * | door to door             | + 250 ₸         |
 * | paid cancellation charge | 450 ₸ (half base) |
 *
 * The road distance is the great-circle distance × ROAD_FACTOR, the total rounded up to whole tenge. The courier
 * needs PICKUP_MINUTES to reach point A, then drives at AVERAGE_SPEED_KMH.
 */
export const SIMULATED_TARIFF = {
  baseTiyn: 900_00,
  includedKm: 2,
  perKmTiyn: 110_00,
  doorToDoorTiyn: 250_00,
  paidCancelTiyn: 450_00,
} as const;

export const ROAD_FACTOR = 1.3;
export const PICKUP_MINUTES = 12;
export const AVERAGE_SPEED_KMH = 28;
/** A courier works within a city and its suburbs: a longer road is outside the service area. */
export const MAX_ROAD_KM = 80;

/**
 * The service area: Kazakhstan's bounding box (lon 46.4–87.4, lat 40.5–55.5). It takes in some border land of its
 * neighbours, which MAX_ROAD_KM keeps to the suburbs of our cities anyway.
 */
export const SERVICE_AREA = { minLon: 46.4, maxLon: 87.4, minLat: 40.5, maxLat: 55.5 } as const;

const EARTH_RADIUS_M = 6_371_000;

export function inServiceArea([lon, lat]: LonLat): boolean {
  return (
    Number.isFinite(lon) &&
    Number.isFinite(lat) &&
    lon >= SERVICE_AREA.minLon &&
    lon <= SERVICE_AREA.maxLon &&
    lat >= SERVICE_AREA.minLat &&
    lat <= SERVICE_AREA.maxLat
  );
}

/** Great-circle distance in metres. */
export function haversineMeters([lon1, lat1]: LonLat, [lon2, lat2]: LonLat): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The tariff's estimate between two points, or the refusal a real provider gives outside its area. */
export function simulatedEstimate(from: LonLat, to: LonLat, skipDoorToDoor: boolean): PriceCheck {
  if (!inServiceArea(from) || !inServiceArea(to)) return { kind: 'refused', reason: 'outside_service_area' };
  const distance_m = Math.round(haversineMeters(from, to) * ROAD_FACTOR);
  const km = distance_m / 1000;
  if (km > MAX_ROAD_KM) return { kind: 'refused', reason: 'outside_service_area' };
  const { baseTiyn, includedKm, perKmTiyn, doorToDoorTiyn } = SIMULATED_TARIFF;
  const raw = baseTiyn + Math.max(0, km - includedKm) * perKmTiyn + (skipDoorToDoor ? 0 : doorToDoorTiyn);
  const price = Math.ceil(raw / 100) * 100;
  const eta_min = PICKUP_MINUTES + Math.ceil((km / AVERAGE_SPEED_KMH) * 60);
  return { kind: 'estimate', price, distance_m, eta_min };
}
