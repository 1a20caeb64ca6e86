import type { Bind, Parcel, ParcelClass, ParcelImage, ParcelType } from '@jetkiz/contracts';
import { isoDate, type DbExecutor } from '../db';

/** A parcel row as the features read it: the deadline as YYYY-MM-DD. */
export interface ParcelRecord {
  id: number;
  owner_id: number | null;
  guest_email: string | null;
  type: ParcelType;
  weight_class: ParcelClass;
  weight_kg: number | null;
  load_kg: number;
  description: string;
  deadline: string;
  from_city_id: number;
  to_city_id: number;
  reward: number | null;
  locale: string;
  created_at: Date;
}

export function selectParcels(executor: DbExecutor) {
  return executor
    .selectFrom('parcels')
    .select([
      'parcels.id',
      'parcels.owner_id',
      'parcels.guest_email',
      'parcels.type',
      'parcels.weight_class',
      'parcels.weight_kg',
      'parcels.load_kg',
      'parcels.description',
      isoDate('parcels.deadline').as('deadline'),
      'parcels.from_city_id',
      'parcels.to_city_id',
      'parcels.reward',
      'parcels.locale',
      'parcels.created_at',
    ]);
}

/** What parcels need of the features around them to show a parcel whole. */
export interface ParcelSurroundings {
  photosOf(executor: DbExecutor, parcelIds: number[]): Promise<Map<number, ParcelImage[]>>;
  latestBindsOf(executor: DbExecutor, parcelIds: number[]): Promise<Map<number, Bind>>;
}

/** A request waiting for the traveler or a deal under way (issue 17): the parcel is bound. */
const LIVE_STATUSES: ReadonlySet<Bind['status']> = new Set(['pending', 'accepted', 'paid', 'picked_up', 'delivered']);

export function isLive(bind: Bind | undefined | null): boolean {
  return bind ? LIVE_STATUSES.has(bind.status) : false;
}

/** The traveler agreed: the request is a deal, and the parcel's terms (reward) are fixed. */
export function isAgreed(bind: Bind | undefined | null): boolean {
  return bind ? bind.status === 'completed' || (isLive(bind) && bind.status !== 'pending') : false;
}

export async function toParcels(executor: DbExecutor, records: ParcelRecord[], surroundings: ParcelSurroundings): Promise<Parcel[]> {
  const ids = records.map((record) => record.id);
  const [photos, binds] = await Promise.all([surroundings.photosOf(executor, ids), surroundings.latestBindsOf(executor, ids)]);
  return records.map((record) => {
    const bind = binds.get(record.id) ?? null;
    return {
      id: record.id,
      type: record.type,
      weight_class: record.weight_class,
      weight_kg: record.weight_kg,
      images: photos.get(record.id) ?? [],
      description: record.description,
      deadline: record.deadline,
      from_city_id: record.from_city_id,
      to_city_id: record.to_city_id,
      reward: record.reward,
      status: bind?.status === 'completed' ? 'delivered' : isLive(bind) ? 'bound' : 'open',
      created_at: record.created_at.toISOString(),
      bind,
    };
  });
}
