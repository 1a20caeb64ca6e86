import {
  financeEntitySchema,
  financeQuerySchema,
  KZT,
  payoutCardBindingEntitySchema,
  payoutCardStateEntitySchema,
  profileLink,
  payoutEntitySchema,
  payoutSchema,
  toJsonSchema,
  type Finance,
  type FinanceQuery,
  type FinanceTransaction,
  type FinanceTransactionKind,
  type Payout,
  type PayoutCardBinding,
  type PayoutCardState,
  type PayoutRequest,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../db';
import type { LedgerAccountKind, LedgerTransactionKind } from '../db/tables';
import { ApiError, errorResponses, fromContract, requestLocale, signedInRoutes } from '../http';
import type { Ledger } from '../ledger';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider';
import type { Payouts } from './payouts';

const DEFAULT_PER_PAGE = 20;

/**
 * How a ledger transaction shows in its user's list: its kind there and the sign from the user's side (money to
 * them positive). A failed payout's return shows as a payout coming back; a paid one changes nothing for the user.
 * A courier fee shows as the card paid it and as its refund reached the card: on a cancel after the courier
 * arrived, the refund is the fee less the provider's charge, which stays in the fee shown (a row of its own would
 * count it twice); the fee going to the provider moves nothing of the payer's. An insurance premium likewise: as the
 * card paid it and as its refund reached the card; its way to the insurer, or back to the refunds due, is not the
 * payer's money moving.
 */
const SHOWN: Partial<Record<LedgerTransactionKind, { kind: FinanceTransactionKind; sign: 1 | -1 }>> = {
  payment: { kind: 'payment', sign: -1 },
  release: { kind: 'release', sign: 1 },
  commission: { kind: 'commission', sign: -1 },
  refund: { kind: 'refund', sign: 1 },
  payout: { kind: 'payout', sign: -1 },
  payout_failed: { kind: 'payout', sign: 1 },
  courier_payment: { kind: 'courier_fee', sign: -1 },
  courier_refund_paid: { kind: 'courier_refund', sign: 1 },
  insurance_payment: { kind: 'insurance_premium', sign: -1 },
  insurance_refund_paid: { kind: 'insurance_refund', sign: 1 },
};

/**
 * The ledger accounts where a courier fee or an insurance premium waits, held or due back to its payer. Their
 * movements are posted with the payer as the transaction's user, so the payer's entries on them sum to what is still
 * theirs there.
 */
const FEATURE_HOLDS: LedgerAccountKind[] = ['courier_held', 'courier_refunds_due', 'insurance_held', 'insurance_refunds_due'];

/**
 * What the user paid as a sender and is still held, in one query: a deal's reward from its payment until it is
 * released or refunded; a courier fee from the provider's hold (before the capture job puts it in the ledger) and
 * then on the ledger's courier accounts until the provider gets it or the refund reaches the card; an insurance
 * premium on the ledger's insurance accounts until the insurer gets it or the refund reaches the card.
 */
async function heldAsSender(executor: DbExecutor, userId: number): Promise<number> {
  const row = await executor
    .selectNoFrom((eb) => [
      eb
        .selectFrom('payments')
        .innerJoin('binds', 'binds.id', 'payments.bind_id')
        .select(sql<string>`coalesce(sum(payments.amount), 0)`.as('sum'))
        .where('payments.payer_id', '=', userId)
        .where('payments.status', 'in', ['held', 'captured'])
        .where('binds.status', 'in', ['paid', 'picked_up', 'delivered', 'cancelled'])
        .as('deals'),
      eb
        .selectFrom('courier_payments')
        .innerJoin('courier_claims', 'courier_claims.id', 'courier_payments.claim_id')
        .select(sql<string>`coalesce(sum(courier_payments.amount), 0)`.as('sum'))
        .where('courier_claims.user_id', '=', userId)
        .where('courier_payments.status', '=', 'held')
        .where('courier_claims.status', '=', 'payment_checking')
        .as('courier_holds'),
      eb
        .selectFrom('ledger_entries')
        .innerJoin('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
        .select(sql<string>`coalesce(sum(ledger_entries.amount), 0)`.as('sum'))
        .where('ledger_transactions.user_id', '=', userId)
        .where('ledger_accounts.kind', 'in', FEATURE_HOLDS)
        .as('feature_holds'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.deals) + Number(row.courier_holds) + Number(row.feature_holds);
}

function ledgerKindsOf(kind: FinanceTransactionKind | undefined): LedgerTransactionKind[] {
  return (Object.keys(SHOWN) as LedgerTransactionKind[]).filter((ledgerKind) => kind === undefined || SHOWN[ledgerKind]!.kind === kind);
}

/** The user's finance: balance, money held as a sender, payouts on their way, and the transaction list. */
export async function financeOf(executor: DbExecutor, ledger: Ledger, userId: number, query: FinanceQuery): Promise<Finance> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  let list = executor.selectFrom('ledger_transactions').where('user_id', '=', userId).where('kind', 'in', ledgerKindsOf(query.kind));
  // Dates are the Kazakhstan calendar's (UTC+5), inclusive.
  if (query.from) list = list.where(sql<string>`(created_at at time zone 'Asia/Almaty')::date`, '>=', query.from);
  if (query.to) list = list.where(sql<string>`(created_at at time zone 'Asia/Almaty')::date`, '<=', query.to);
  const [balance, held, pending, total, rows] = await Promise.all([
    ledger.balanceOf(executor, { balanceOf: userId }),
    heldAsSender(executor, userId),
    executor
      .selectFrom('payouts')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
      .where('user_id', '=', userId)
      .where('status', '=', 'processing')
      .executeTakeFirstOrThrow(),
    list.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    list
      .select(['id', 'kind', 'amount', 'bind_id', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const transactions: FinanceTransaction[] = rows.map((row) => {
    const shown = SHOWN[row.kind]!;
    return {
      id: String(row.id),
      kind: shown.kind,
      amount: shown.sign * Number(row.amount),
      currency: KZT,
      bind_id: row.bind_id,
      created_at: row.created_at.toISOString(),
    };
  });
  return {
    currency: KZT,
    balance,
    held_as_sender: held,
    pending_payouts: Number(pending.sum),
    transactions,
    page,
    per_page: perPage,
    total: Number(total.count),
  };
}

/** The provider did not answer (or refused to start its page): 503, as a payment that cannot start. */
async function askProvider<T>(work: () => Promise<T>, request: FastifyRequest): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    request.log.warn({ err: error }, 'the payment provider did not answer about the payout card');
    throw new ApiError(503, 'server_error', 'The payment service is not available, try again in a minute.');
  }
}

export function financeRoutes({
  db,
  ledger,
  payouts,
  provider,
  profileUrl,
  authenticate,
}: {
  db: Db;
  ledger: Ledger;
  payouts: Payouts;
  /** where the payout card is saved and read */
  provider: PaymentProvider;
  /** the finance page the provider's card page sends the browser back to */
  profileUrl: string;
  authenticate(request: FastifyRequest): Promise<void>;
}) {
  /** Every finance route is of the signed-in user's own money. */
  const ownMoney = signedInRoutes('finance', authenticate);

  return async function registerFinanceRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: FinanceQuery }>(
      '/me/finance',
      ownMoney({
        summary: "The user's balance, money held as a sender, pending payouts and transactions (by kind and dates, paged)",
        querystring: fromContract(financeQuerySchema),
        response: { 200: toJsonSchema(financeEntitySchema), ...errorResponses(401, 422) },
      }),
      (request) => financeOf(db, ledger, request.session!.user.id, request.query),
    );

    app.post<{ Body: PayoutRequest }>(
      '/me/payouts',
      ownMoney({
        summary:
          "Pays the balance (or part of it) out to the card tokenised on the provider's page; without a saved card 422 payoutCardMissing, more than the balance 422 invalidMaxValue",
        body: fromContract(payoutSchema),
        response: { 201: toJsonSchema(payoutEntitySchema), ...errorResponses(401, 422) },
      }),
      async (request, reply): Promise<Payout> => {
        const payout = await payouts.request(request.session!.user.id, Number(request.body.amount));
        reply.status(201);
        return payout;
      },
    );

    /** A payout card route: the payment provider answers it for the signed-in user (503 when it does not answer). */
    function payoutCardRoute<T>(
      method: 'GET' | 'POST',
      url: string,
      { summary, answer }: { summary: string; answer: Parameters<typeof toJsonSchema>[0] },
      ask: (userId: number, request: FastifyRequest) => Promise<T>,
    ): void {
      app.route({
        method,
        url,
        ...ownMoney({ summary, response: { 200: toJsonSchema(answer), ...errorResponses(401, 503) } }),
        handler: (request) => askProvider(() => ask(request.session!.user.id, request), request),
      });
    }

    payoutCardRoute(
      'GET',
      '/me/payout-card',
      {
        summary: "Whether the user saved a card for payouts on the payment provider's page, and the card as the provider shows it",
        answer: payoutCardStateEntitySchema,
      },
      async (userId): Promise<PayoutCardState> => {
        const card = await provider.payoutCard(userId);
        return card ? { saved: true, card: { masked_pan: card.maskedPan, brand: card.brand } } : { saved: false };
      },
    );

    payoutCardRoute(
      'POST',
      '/me/payout-card/binding',
      {
        summary: "Starts saving a payout card: the payment provider's card page, which sends the browser back to the finance page",
        answer: payoutCardBindingEntitySchema,
      },
      async (userId, request): Promise<PayoutCardBinding> => {
        const returnUrl = profileLink(profileUrl, requestLocale(request), '/finance');
        return { binding_url: await provider.startPayoutCardBinding(userId, returnUrl) };
      },
    );
  };
}
