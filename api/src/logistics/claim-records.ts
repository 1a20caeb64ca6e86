import { randomBytes } from 'node:crypto';
import { KZT } from '@jetkiz/contracts';
import type { ClaimAction, ClaimStatus, CourierProviderStatus, LogisticClaim } from '@jetkiz/contracts';
import type { Selectable } from 'kysely';
import type { DbExecutor } from '../db';
import type { CourierClaimsTable } from '../db/tables';
import { ApiError } from '../http';

export type ClaimRow = Selectable<CourierClaimsTable>;

/** 16 random bytes: 128 bits (the floor is 96), base64url. */
const ID_BYTES = 16;
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function newClaimId(): string {
  return randomBytes(ID_BYTES).toString('base64url');
}

export function isClaimId(value: string): boolean {
  return ID_PATTERN.test(value);
}

/** The statuses after which a claim never changes again (and no longer counts as the user's one in progress). */
export const ENDED_STATUSES: readonly ClaimStatus[] = ['delivered', 'cancelled', 'payment_timeout'];
/** Unpaid: a cancel just ends the claim. */
export const UNPAID_STATUSES: readonly ClaimStatus[] = ['awaiting_payment', 'payment_not_confirmed', 'payment_timeout'];
/** Paid and followed at the provider by the tracking job. */
export const TRACKED_STATUSES: readonly ClaimStatus[] = ['payment_confirmed', 'searching', 'courier_found', 'courier_arrived'];
/** While the courier waits at point A a cancel is still possible (the provider keeps its charge); after the pickup, not. */
const CANCELLABLE_ARRIVED: ReadonlySet<CourierProviderStatus> = new Set(['pickup_arrived', 'ready_for_pickup_confirmation']);

export function claimNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such courier claim.');
}

export function nextActionsOf(claim: Pick<ClaimRow, 'status' | 'provider_status'>): ClaimAction[] {
  switch (claim.status) {
    case 'awaiting_payment':
    case 'payment_not_confirmed':
    case 'payment_timeout':
      return ['pay', 'cancel'];
    case 'payment_confirmed':
    case 'searching':
    case 'courier_found':
      return ['cancel'];
    case 'courier_arrived':
      return claim.provider_status && CANCELLABLE_ARRIVED.has(claim.provider_status) ? ['cancel'] : [];
    case 'courier_not_found':
      return ['retry', 'cancel'];
    default:
      return [];
  }
}

/** The claim as its owner reads it (spec §3's logistic claim with its progress). */
export function claimView(
  row: ClaimRow,
  { checkoutUrl, shortLinkUrl }: { checkoutUrl: string | null; shortLinkUrl: string | null },
): LogisticClaim {
  const refund =
    row.refund_amount !== null && row.refund_status !== null && row.refund_due_by !== null
      ? { amount: row.refund_amount, charge: row.refund_charge ?? 0, status: row.refund_status, due_by: row.refund_due_by }
      : null;
  return {
    id: row.id,
    parcel_trip_bind_id: row.bind_id,
    status: row.status,
    provider_status: row.provider_status,
    price: row.price,
    currency: KZT,
    distance_m: row.distance_m,
    eta_min: row.eta_min,
    skip_door_to_door: row.skip_door_to_door,
    geocodes: {
      start: { longitude: row.start_lon, latitude: row.start_lat },
      end: { longitude: row.end_lon, latitude: row.end_lat },
    },
    fromStreet: row.from_street,
    endStreet: row.end_street,
    courier_found: row.courier !== null,
    short_link: ENDED_STATUSES.includes(row.status) ? null : shortLinkUrl,
    order: row.order_form,
    checkout_url: row.status === 'awaiting_payment' ? checkoutUrl : null,
    payment_expires_at: row.status === 'awaiting_payment' && row.payment_expires_at ? new Date(row.payment_expires_at).toISOString() : null,
    courier: row.courier,
    refund,
    next_actions: nextActionsOf(row),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The claim locked for a change in the caller's transaction. */
export async function lockClaim(trx: DbExecutor, claimId: string): Promise<ClaimRow | undefined> {
  return trx.selectFrom('courier_claims').selectAll().where('id', '=', claimId).forUpdate().executeTakeFirst();
}

/** The owner's claim, or 404 for anyone else (the id tells nothing). */
export async function ownClaim(executor: DbExecutor, claimId: string, userId: number): Promise<ClaimRow> {
  if (!isClaimId(claimId)) throw claimNotFound();
  const row = await executor.selectFrom('courier_claims').selectAll().where('id', '=', claimId).executeTakeFirst();
  if (!row || row.user_id !== userId) throw claimNotFound();
  return row;
}
