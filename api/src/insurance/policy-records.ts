import type { BindStatusColumn, DbExecutor } from '../db';
import type { InsuredParcel } from '../db/insurance-tables';
import { isoDate } from '../db';
import { ApiError } from '../http';
import type { InsuranceApplication, InsuredPerson } from './insurer';
import type { InsuranceContext } from './insurance-context';

/** The three persons of the contract, sealed together. */
export interface PolicyPersons {
  insurer: InsuredPerson;
  insured: InsuredPerson;
  deliveryMan: InsuredPerson;
}

/** The bind a policy covers, as insurance reads it. */
export interface InsurableBind {
  id: number;
  status: BindStatusColumn;
  owner_id: number | null;
  traveler_id: number;
  trip_date: string;
  parcel_locale: string;
  from_city: string;
  from_latitude: number;
  from_longitude: number;
  to_city: string;
  to_latitude: number;
  to_longitude: number;
}

function selectBind(executor: DbExecutor) {
  return executor
    .selectFrom('binds')
    .innerJoin('parcels', 'parcels.id', 'binds.parcel_id')
    .innerJoin('trips', 'trips.id', 'binds.trip_id')
    .innerJoin('cities as from_city', 'from_city.id', 'trips.from_city_id')
    .innerJoin('cities as to_city', 'to_city.id', 'trips.to_city_id')
    .select([
      'binds.id',
      'binds.status',
      'parcels.owner_id',
      'trips.traveler_id',
      isoDate('trips.trip_date').as('trip_date'),
      'parcels.locale as parcel_locale',
      'from_city.name_ru as from_city',
      'from_city.latitude as from_latitude',
      'from_city.longitude as from_longitude',
      'to_city.name_ru as to_city',
      'to_city.latitude as to_latitude',
      'to_city.longitude as to_longitude',
    ]);
}

/** The bind locked for the caller's transaction (the deal's own lock: its transitions and ours never interleave). */
export async function lockBind(executor: DbExecutor, bindId: number): Promise<InsurableBind | undefined> {
  return selectBind(executor).where('binds.id', '=', bindId).forUpdate('binds').executeTakeFirst();
}

export async function readBind(executor: DbExecutor, bindId: number): Promise<InsurableBind | undefined> {
  return selectBind(executor).where('binds.id', '=', bindId).executeTakeFirst();
}

export type PolicyRow = Awaited<ReturnType<typeof readPolicy>> & object;

/** A policy awaiting its premium, whose payment failed, or issued: while one is live its bind takes no other. */
const LIVE_STATUSES = ['awaiting_payment', 'payment_failed', 'issued'] as const;

/** The live policies of a bind, to select from. */
export function livePoliciesOfBind(executor: DbExecutor, bindId: number) {
  return executor.selectFrom('insurance_policies').where('bind_id', '=', bindId).where('status', 'in', LIVE_STATUSES);
}

export async function readPolicy(executor: DbExecutor, id: string) {
  return executor.selectFrom('insurance_policies').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockPolicy(executor: DbExecutor, id: string) {
  return executor.selectFrom('insurance_policies').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** The caller's own policy; 404 for anyone else's or none (its existence is not told). */
export async function ownPolicy(executor: DbExecutor, id: string, userId: number): Promise<PolicyRow> {
  const policy = await readPolicy(executor, id);
  if (!policy || policy.user_id !== userId) throw policyNotFound();
  return policy;
}

export function policyNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such policy.');
}

export function sealPersons(ctx: Pick<InsuranceContext, 'crypto'>, persons: PolicyPersons): string {
  return ctx.crypto.encrypt(JSON.stringify(persons));
}

export function openPersons(ctx: Pick<InsuranceContext, 'crypto'>, policy: Pick<PolicyRow, 'persons_sealed'>): PolicyPersons {
  return JSON.parse(ctx.crypto.decrypt(policy.persons_sealed)) as PolicyPersons;
}

/** What the insurer reads of a policy and its bind. */
export function applicationOf(
  persons: PolicyPersons,
  parcel: InsuredParcel,
  bind: InsurableBind,
  amounts: { deliveryPrice: number; premium: number },
): InsuranceApplication {
  return {
    ...persons,
    parcel,
    route: {
      from: { city: bind.from_city, latitude: bind.from_latitude, longitude: bind.from_longitude },
      to: { city: bind.to_city, latitude: bind.to_latitude, longitude: bind.to_longitude },
      date: bind.trip_date,
    },
    deliveryPrice: amounts.deliveryPrice,
    premium: amounts.premium,
  };
}
