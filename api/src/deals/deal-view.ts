import { KZT, splitReward, type Deal, type DealAction, type DealEvent, type DealRole, type Parcel, type Trip } from '@jetkiz/contracts';
import type { BindStatusColumn, DbExecutor } from '../db';
import { travelerRatingColumns } from '../db';
import type { Reviews } from '../reviews';
import type { PiiCrypto } from '../verification';
import { HOUR_MS } from './clock';
import { dealNotFound, readDeal, roleOf, type DealRecord } from './deal-records';
import { codeLocked, rewardTiyn } from './deal-steps';
import { toPayment } from './deal-service';

/** What the deal page shows of the marketplace: the parcel and the trip as their own features show them. */
export interface DealSources {
  parcelsByIds(executor: DbExecutor, ids: number[]): Promise<Map<number, Parcel>>;
  tripsByIds(executor: DbExecutor, ids: number[]): Promise<Map<number, Trip>>;
}

const PHONE_SHOWN: ReadonlySet<BindStatusColumn> = new Set(['paid', 'picked_up', 'delivered', 'completed']);
const CODE_SHOWN: ReadonlySet<BindStatusColumn> = new Set(['paid', 'picked_up', 'delivered']);

/** What each role may do next in each status (the routes check the same rules); a problem is reported only once. */
const NEXT_ACTIONS: Readonly<Record<DealRole, Partial<Record<BindStatusColumn, readonly DealAction[]>>>> = {
  sender: {
    pending: ['cancel'],
    accepted: ['pay', 'cancel'],
    paid: ['cancel', 'report_problem'],
    picked_up: ['report_problem'],
    delivered: ['confirm', 'report_problem'],
  },
  traveler: { accepted: ['cancel'], paid: ['pick_up', 'cancel'], picked_up: ['deliver', 'cancel'] },
};

/** What this user may do next, by role and status. */
export function nextActions(
  role: DealRole,
  deal: Pick<DealRecord, 'status' | 'problem_reported_at' | 'wrong_code_attempts'>,
): DealAction[] {
  const actions = NEXT_ACTIONS[role][deal.status] ?? [];
  return actions.filter((action) => action !== 'report_problem' || deal.problem_reported_at === null);
}

export function createDealView({
  sources,
  crypto,
  autoCompleteHours,
  reviews,
}: {
  sources: DealSources;
  crypto: PiiCrypto;
  autoCompleteHours: number;
  reviews: Pick<Reviews, 'ofDeal'>;
}) {
  async function otherParty(executor: DbExecutor, deal: DealRecord, role: DealRole, phoneShown: boolean): Promise<Deal['other_party']> {
    const otherId = role === 'sender' ? deal.traveler_id : deal.owner_id;
    const user =
      otherId === null
        ? undefined
        : await executor
            .selectFrom('users')
            .leftJoin('user_ratings as traveler_ratings', (join) =>
              join.onRef('traveler_ratings.user_id', '=', 'users.id').on('traveler_ratings.role', '=', 'traveler'),
            )
            .select(['users.public_id', 'users.first_name', 'users.avatar_url', 'users.phone_number', ...travelerRatingColumns()])
            .select((eb) =>
              eb
                .exists(
                  eb
                    .selectFrom('verification_submissions')
                    .select('verification_submissions.id')
                    .whereRef('verification_submissions.user_id', '=', 'users.id')
                    .where('verification_submissions.status', '=', 'verified'),
                )
                .as('verified'),
            )
            .where('users.id', '=', otherId)
            .executeTakeFirst();
    const rated = role === 'sender';
    return {
      user_id: user?.public_id ?? '',
      first_name: user?.first_name ?? '',
      avatar_url: user?.avatar_url ?? null,
      rating: rated ? (user?.rating ?? null) : null,
      reviews_count: rated ? Number(user?.reviews_count ?? 0) : 0,
      verified: Boolean(user?.verified),
      phone_number: phoneShown ? (user?.phone_number ?? null) : null,
    };
  }

  return {
    /** `GET /binds/:id`: the deal as one of its two parties sees it; 404 for anyone else. */
    async of(executor: DbExecutor, bindId: number | null, userId: number): Promise<Deal> {
      const deal = bindId === null ? undefined : await readDeal(executor, bindId);
      if (!deal) throw dealNotFound();
      const role = roleOf(deal, userId);
      const [parcels, trips, payment, events, review] = await Promise.all([
        sources.parcelsByIds(executor, [deal.parcel_id]),
        sources.tripsByIds(executor, [deal.trip_id]),
        executor
          .selectFrom('payments')
          .select(['id', 'status', 'amount', 'checkout_url'])
          .where('bind_id', '=', deal.id)
          .orderBy('created_at', 'desc')
          .limit(1)
          .executeTakeFirst(),
        executor.selectFrom('deal_events').select(['event', 'at']).where('bind_id', '=', deal.id).orderBy('id').execute(),
        reviews.ofDeal(executor, deal.id, userId),
      ]);
      const parcel = parcels.get(deal.parcel_id);
      const trip = trips.get(deal.trip_id);
      if (!parcel || !trip) throw dealNotFound();
      const reward = rewardTiyn(deal);
      const { commission, traveler } = splitReward(reward);
      const locked = codeLocked(deal);
      const showCode = role === 'sender' && CODE_SHOWN.has(deal.status) && deal.delivery_code_encrypted !== null;
      const autoComplete =
        deal.status === 'delivered' && deal.delivered_at && deal.problem_reported_at === null && !locked
          ? new Date(deal.delivered_at.getTime() + autoCompleteHours * HOUR_MS).toISOString()
          : null;
      return {
        id: deal.id,
        status: deal.status,
        role,
        parcel,
        trip,
        other_party: await otherParty(executor, deal, role, PHONE_SHOWN.has(deal.status)),
        currency: KZT,
        reward,
        commission,
        traveler_amount: traveler,
        payment: payment ? toPayment(payment) : null,
        delivery_code: showCode ? crypto.decrypt(deal.delivery_code_encrypted!) : null,
        delivery_code_locked: locked,
        problem_reported: deal.problem_reported_at !== null,
        refund_due_by: deal.refund_due_by,
        auto_complete_at: autoComplete,
        next_actions: nextActions(role, deal),
        timeline: [
          { event: 'requested', at: deal.created_at.toISOString() },
          ...events.map((row) => ({ event: row.event as DealEvent, at: row.at.toISOString() })),
        ],
        review,
      };
    },
  };
}

export type DealView = ReturnType<typeof createDealView>;
