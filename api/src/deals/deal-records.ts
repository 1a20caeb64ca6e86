import type { DealRole } from '@jetkiz/contracts';
import { selectBindsWithParties } from '../binds';
import type { BindStatusColumn, DbExecutor } from '../db';
import { isoDate } from '../db';
import { ApiError } from '../http';

/** A bind with what the deal rules read: its parties, the trip date and the deal's columns. */
export interface DealRecord {
  id: number;
  parcel_id: number;
  trip_id: number;
  status: BindStatusColumn;
  /** whole tenge, as agreed at bind time */
  reward: number;
  owner_id: number | null;
  traveler_id: number;
  trip_date: string;
  parcel_locale: string;
  trip_locale: string;
  created_at: Date;
  paid_at: Date | null;
  delivered_at: Date | null;
  problem_reported_at: Date | null;
  delivery_code_encrypted: string | null;
  wrong_code_attempts: number;
  refund_due_by: string | null;
}

function selectDeal(executor: DbExecutor) {
  return selectBindsWithParties(executor).select([
    'binds.id',
    'binds.parcel_id',
    'binds.trip_id',
    'binds.status',
    'binds.reward',
    'parcels.owner_id',
    'trips.traveler_id',
    isoDate('trips.trip_date').as('trip_date'),
    'parcels.locale as parcel_locale',
    'trips.locale as trip_locale',
    'binds.created_at',
    'binds.paid_at',
    'binds.delivered_at',
    'binds.problem_reported_at',
    'binds.delivery_code_encrypted',
    'binds.wrong_code_attempts',
    isoDate('binds.refund_due_by').as('refund_due_by'),
  ]);
}

export async function readDeal(executor: DbExecutor, id: number): Promise<DealRecord | undefined> {
  const row = await selectDeal(executor).where('binds.id', '=', id).executeTakeFirst();
  return row ? { ...row, refund_due_by: row.refund_due_by ?? null } : undefined;
}

/** The deal locked for the caller's transaction: transitions on one deal never interleave. */
export async function lockDeal(executor: DbExecutor, id: number): Promise<DealRecord | undefined> {
  const row = await selectDeal(executor).where('binds.id', '=', id).forUpdate('binds').executeTakeFirst();
  return row ? { ...row, refund_due_by: row.refund_due_by ?? null } : undefined;
}

export function dealNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such deal.');
}

/** The side of the deal a user is on; a stranger gets 404 (the deal's existence is not told). */
export function roleOf(deal: Pick<DealRecord, 'owner_id' | 'traveler_id'>, userId: number): DealRole {
  if (userId === deal.traveler_id) return 'traveler';
  if (deal.owner_id !== null && userId === deal.owner_id) return 'sender';
  throw dealNotFound();
}

export function wrongParty(role: DealRole): ApiError {
  return new ApiError(
    403,
    'forbidden',
    role === 'sender' ? "This is the traveler's step of the deal." : "This is the sender's step of the deal.",
  );
}

/** 409 with the deal's current status, in the message and as `status`. */
export function wrongState(status: BindStatusColumn): ApiError {
  return new ApiError(409, 'forbidden', `The deal is ${status}: this step is not possible now.`, { status });
}
