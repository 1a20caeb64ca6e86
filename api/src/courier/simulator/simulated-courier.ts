import { randomBytes } from 'node:crypto';
import type { CourierProviderStatus } from '@jetkiz/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { SimulatedCourierClaimsTable } from '../../db/tables';
import { FINAL_PROVIDER_STATUSES } from '../claim-status';
import {
  CourierProviderError,
  type CancelInfo,
  type ClaimInfo,
  type CourierErrorCode,
  type CourierProvider,
  type CreatedClaim,
} from '../courier-provider';
import { performerFor } from './performers';
import { SIMULATED_TARIFF, simulatedEstimate } from './tariff';

/**
 * An order whose comment contains this marker never finds a courier: its lookup ends in performer_not_found,
 * so "courier not found, find again" can be tried by hand and in e2e (like the payment simulator's "tenge end in
 * 13" rule for a failed payout).
 */
export const SIMULATOR_NO_COURIER_MARKER = '#no-courier';

/** The happy path of a claim at the provider; the simulator walks it one step each COURIER_SIM_STEP_SECONDS. */
export const SIMULATED_PATH: readonly CourierProviderStatus[] = [
  'new',
  'estimating',
  'ready_for_approval',
  'accepted',
  'performer_lookup',
  'performer_found',
  'pickup_arrived',
  'pickuped',
  'delivery_arrived',
  'delivered',
  'delivered_finish',
];

const FREE_CANCEL: ReadonlySet<CourierProviderStatus> = new Set(SIMULATED_PATH.slice(0, SIMULATED_PATH.indexOf('pickup_arrived')));
/** So many steps at most are caught up in one read (a claim left for days is simply finished). */
const MAX_CATCH_UP_STEPS = SIMULATED_PATH.length;

export interface CourierSimulatorOptions {
  db: Db;
  /** COURIER_SIM_STEP_SECONDS: a claim moves one status on after this long; 0: only advance() moves it */
  stepSeconds: number;
  /** default the system time; tests move it */
  now?: () => Date;
}

type Row = Selectable<SimulatedCourierClaimsTable>;

export interface SimulatedCourierProvider extends CourierProvider {
  readonly name: 'simulator';
  /** Moves a claim to its next status at once, or on to the status named (DEV_ROUTES' advance route, tests). */
  advance(claimId: string, to?: CourierProviderStatus): Promise<ClaimInfo>;
}

/**
 * The offline courier provider: its claims live in simulated_courier_claims (every API process agrees, a
 * restarted API continues them), priced by the tariff table, walked on their own clock, read lazily: each call
 * first catches a claim up with the steps due since its last change. Refuses what the real API refuses, with its
 * codes: an accept or a cancel at an old version (version_conflict), in the wrong status (invalid_state).
 * `version` counts changes of the claim's terms, as at the real provider: 1 at creation, 2 once estimated.
 */
export function simulatedCourierProvider({ db, stepSeconds, now = () => new Date() }: CourierSimulatorOptions): SimulatedCourierProvider {
  async function row(claimId: string): Promise<Row> {
    const found = await db.selectFrom('simulated_courier_claims').selectAll().where('id', '=', claimId).executeTakeFirst();
    if (!found) throw refusal('not_found', `no claim ${claimId}`);
    return found;
  }

  /** Writes `next` over `current` unless another call changed it first (then false: read again). */
  async function save(current: Row, next: Row): Promise<boolean> {
    const result = await db
      .updateTable('simulated_courier_claims')
      .set({
        status: next.status,
        version: next.version,
        accepted: next.accepted,
        performer: next.performer ? JSON.stringify(next.performer) : null,
        paid_cancel_charge: next.paid_cancel_charge,
        status_changed_at: next.status_changed_at,
      })
      .where('id', '=', current.id)
      .where('status', '=', current.status)
      .where('version', '=', current.version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Reads the claim caught up with its clock, applies `change` to it and saves both, again if another call won. */
  async function update(claimId: string, change: (claim: Row) => Row = (claim) => claim): Promise<Row> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const stored = await row(claimId);
      const next = change(caughtUp(stored));
      if (next === stored || (await save(stored, next))) return next;
    }
    throw refusal('unavailable', `claim ${claimId} kept changing`, true);
  }

  function caughtUp(claim: Row): Row {
    if (stepSeconds <= 0) return claim;
    let current = claim;
    for (let steps = 0; steps < MAX_CATCH_UP_STEPS; steps++) {
      const due = new Date(current.status_changed_at.getTime() + stepSeconds * 1000);
      const status = nextStatus(current);
      if (!status || due > now()) break;
      current = moved(current, status, due);
    }
    return current;
  }

  function moved(claim: Row, status: CourierProviderStatus, at: Date): Row {
    return {
      ...claim,
      status,
      version: status === 'ready_for_approval' ? claim.version + 1 : claim.version,
      performer: status === 'performer_found' ? performerFor(claim.id) : claim.performer,
      status_changed_at: at,
    };
  }

  return {
    name: 'simulator',

    async checkPrice([from, to], { skipDoorToDoor }) {
      return simulatedEstimate(from, to, skipDoorToDoor);
    },

    async createClaim(requestId, order) {
      const existing = await db.selectFrom('simulated_courier_claims').select('id').where('request_id', '=', requestId).executeTakeFirst();
      if (!existing) {
        const estimate = simulatedEstimate(order.from.point, order.to.point, order.skipDoorToDoor);
        if (estimate.kind === 'refused') throw refusal('refused', `cannot deliver: ${estimate.reason}`, false, estimate.reason);
        await db
          .insertInto('simulated_courier_claims')
          .values({
            id: randomBytes(16).toString('hex'),
            request_id: requestId,
            status: 'new',
            price: estimate.price,
            distance_m: estimate.distance_m,
            eta_min: estimate.eta_min,
            finds_no_performer: (order.comment ?? '').includes(SIMULATOR_NO_COURIER_MARKER),
            performer: null,
            paid_cancel_charge: null,
            status_changed_at: now(),
          })
          .onConflict((conflict) => conflict.column('request_id').doNothing())
          .execute();
      }
      const { id } = await db
        .selectFrom('simulated_courier_claims')
        .select('id')
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow();
      return created(await update(id));
    },

    async info(claimId) {
      return infoOf(await update(claimId));
    },

    async accept(claimId, version) {
      return created(
        await update(claimId, (claim) => {
          if (claim.accepted && claim.version === version) return claim;
          if (claim.version !== version) throw versionConflict(claim, version);
          if (claim.status !== 'ready_for_approval') throw stateMismatch(`cannot accept a claim that is ${claim.status}`);
          return { ...moved(claim, 'accepted', now()), accepted: true };
        }),
      );
    },

    async cancelInfo(claimId) {
      return cancelInfoOf(await update(claimId));
    },

    async cancel(claimId, version, cancelState) {
      return created(
        await update(claimId, (claim) => {
          const done = cancelState === 'free' ? 'cancelled' : 'cancelled_with_payment';
          if (claim.status === done) return claim;
          if (claim.version !== version) throw versionConflict(claim, version);
          const { cancel_state } = cancelInfoOf(claim);
          if (cancel_state !== cancelState) throw stateMismatch(`the cancel is ${cancel_state} now, not ${cancelState}`);
          return {
            ...moved(claim, done, now()),
            paid_cancel_charge: cancelState === 'paid' ? SIMULATED_TARIFF.paidCancelTiyn : null,
          };
        }),
      );
    },

    async advance(claimId, to) {
      return infoOf(
        await update(claimId, (claim) => {
          const target = to ?? nextStatus(claim);
          if (!target) throw stateMismatch(`a claim that is ${claim.status} moves on only when accepted or never`);
          const route = routeTo(claim, target);
          if (!route) throw stateMismatch(`a claim that is ${claim.status} cannot become ${target}`);
          return route.reduce((current, status) => moved(current, status, now()), claim);
        }),
      );
    },
  };
}

/** The status a claim takes next on its own, or none: final, or waiting for our accept. */
function nextStatus(claim: Row): CourierProviderStatus | undefined {
  if (FINAL_PROVIDER_STATUSES.has(claim.status)) return undefined;
  if (claim.status === 'ready_for_approval' && !claim.accepted) return undefined;
  if (claim.status === 'performer_lookup' && claim.finds_no_performer) return 'performer_not_found';
  const index = SIMULATED_PATH.indexOf(claim.status);
  return index >= 0 ? SIMULATED_PATH[index + 1] : undefined;
}

/**
 * The statuses from the claim's to `target`: on along the path (never past ready_for_approval before our
 * accept), into performer_not_found from a lookup, or failed from any status not final.
 */
function routeTo(claim: Row, target: CourierProviderStatus): CourierProviderStatus[] | undefined {
  if (FINAL_PROVIDER_STATUSES.has(claim.status)) return undefined;
  if (target === 'failed') return ['failed'];
  const from = SIMULATED_PATH.indexOf(claim.status);
  if (target === 'performer_not_found') {
    return claim.status === 'accepted' || claim.status === 'performer_lookup' ? ['performer_not_found'] : undefined;
  }
  const to = SIMULATED_PATH.indexOf(target);
  const approval = SIMULATED_PATH.indexOf('ready_for_approval');
  if (from < 0 || to <= from || (!claim.accepted && to > approval)) return undefined;
  return SIMULATED_PATH.slice(from + 1, to + 1);
}

function infoOf(claim: Row): ClaimInfo {
  const estimated = claim.status !== 'new' && claim.status !== 'estimating';
  return {
    claimId: claim.id,
    status: claim.status,
    version: claim.version,
    price: estimated ? claim.price : null,
    performer: claim.performer,
    ...(claim.paid_cancel_charge !== null ? { paid_cancel_charge: claim.paid_cancel_charge } : {}),
  };
}

function created(claim: Row): CreatedClaim {
  return { claimId: claim.id, version: claim.version, status: claim.status };
}

/** Free before the courier is at point A, paid while the courier waits there, then no longer possible. */
function cancelInfoOf(claim: Row): CancelInfo {
  if (FREE_CANCEL.has(claim.status)) return { cancel_state: 'free', charge: 0 };
  if (claim.status === 'pickup_arrived') return { cancel_state: 'paid', charge: SIMULATED_TARIFF.paidCancelTiyn };
  return { cancel_state: 'unavailable', charge: null };
}

function versionConflict(claim: Row, version: number): CourierProviderError {
  return refusal('version_conflict', `claim ${claim.id} is at version ${claim.version}, not ${version}`, false, 'old_version');
}

function stateMismatch(message: string): CourierProviderError {
  return refusal('invalid_state', message, false, 'state_mismatch');
}

function refusal(code: CourierErrorCode, message: string, retryable = false, providerCode?: string): CourierProviderError {
  return new CourierProviderError(`courier simulator: ${message}`, code, retryable, providerCode ?? code);
}
