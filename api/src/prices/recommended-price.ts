import { KZT, PARCEL_CLASSES, priceListAmount, type ParcelClass, type RecommendedPrice } from '@jetkiz/contracts';
import { sql } from 'kysely';
import type { CityPosition } from '../cities';
import type { Db } from '../db';

/** Fewer real rewards than this on a route and class, and the published price list answers instead. */
export const MIN_MARKET_SAMPLE = 5;
export const MARKET_WINDOW_DAYS = 90;
const EARTH_RADIUS_KM = 6371;

export interface PriceRoute {
  from: number;
  to: number;
  parcelClass: ParcelClass;
}

/** Straight-line (great-circle) distance between two cities. */
export function distanceKm(a: CityPosition, b: CityPosition): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The median reward of recent trips that can carry the class and of recent binds of that class, on the route. */
async function marketPrice(db: Db, { from, to, parcelClass }: PriceRoute): Promise<{ median: number | null; count: number }> {
  const since = sql<Date>`now() - make_interval(days => ${MARKET_WINDOW_DAYS})`;
  const tripAmounts = db
    .selectFrom('trips')
    .select('trips.offered_amount as amount')
    .where('trips.from_city_id', '=', from)
    .where('trips.to_city_id', '=', to)
    .where('trips.weight_limit_kg', '>=', PARCEL_CLASSES[parcelClass].maxKg)
    .where('trips.confirmed_at', 'is not', null)
    .where('trips.created_at', '>', since);
  const bindAmounts = db
    .selectFrom('binds')
    .innerJoin('parcels', 'parcels.id', 'binds.parcel_id')
    .select('binds.reward as amount')
    .where('parcels.from_city_id', '=', from)
    .where('parcels.to_city_id', '=', to)
    .where('parcels.weight_class', '=', parcelClass)
    // requests and deals (issue 17) at their agreed reward; not the declined or cancelled ones
    .where('binds.status', 'in', ['pending', 'accepted', 'paid', 'picked_up', 'delivered', 'completed'])
    .where('binds.created_at', '>', since);
  const row = await db
    .selectFrom(tripAmounts.unionAll(bindAmounts).as('amounts'))
    .select([
      sql<number | null>`percentile_cont(0.5) within group (order by amounts.amount)`.as('median'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .executeTakeFirstOrThrow();
  return { median: row.median === null ? null : Number(row.median), count: row.count };
}

export async function recommendedPrice(db: Db, route: PriceRoute, cities: Map<number, CityPosition>): Promise<RecommendedPrice> {
  const market = await marketPrice(db, route);
  if (market.median !== null && market.count >= MIN_MARKET_SAMPLE) {
    return { amount: Math.round(market.median), currency: KZT, sample_size: market.count, source: 'market' };
  }
  const distance = distanceKm(cities.get(route.from)!, cities.get(route.to)!);
  return { amount: priceListAmount(route.parcelClass, distance), currency: KZT, sample_size: market.count, source: 'price_list' };
}
