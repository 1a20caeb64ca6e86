import { randomBytes } from 'node:crypto';
import {
  KZT,
  MESSAGE_KEYS,
  tengeToTiyn,
  type InsuranceCommission,
  type InsurancePolicy,
  type InsurancePolicyList,
  type InsuranceRefusalReason,
  type InsuranceRequest,
} from '@jetkiz/contracts';
import type { InsuredParcel } from '../db/insurance-tables';
import { ApiError, validationError, type SiteLocale } from '../http';
import type { InsuranceContext } from './insurance-context';
import { InsurerError, type InsuranceApplication, type InsuredPerson } from './insurer';
import { policyDocumentHtml } from './policy-document';
import { newPayment, somePaid, startCheckout } from './policy-payments';
import {
  applicationOf,
  livePoliciesOfBind,
  lockBind,
  lockPolicy,
  openPersons,
  ownPolicy,
  policyNotFound,
  readBind,
  sealPersons,
  type InsurableBind,
  type PolicyPersons,
} from './policy-records';
import { policyView } from './policy-view';

function insurerRefused(ctx: InsuranceContext, reason: InsuranceRefusalReason): ApiError {
  return new ApiError(422, 'insurer_refused', 'The insurer cannot conclude this contract: contact the insurer.', {
    reason,
    insurer_contact: ctx.insurer.contact,
  });
}

function insurerUnavailable(): ApiError {
  return new ApiError(503, 'server_error', 'The insurer is not available, try again in a minute.');
}

/** The bind's sender only (403 for its traveler, 404 for anyone else), and only before pickup (409). */
function checkInsurable(bind: InsurableBind | undefined, userId: number): InsurableBind {
  if (!bind || (bind.owner_id !== userId && bind.traveler_id !== userId)) throw new ApiError(404, 'not_found', 'No such deal.');
  if (bind.owner_id !== userId) throw new ApiError(403, 'forbidden', "Only the deal's sender insures the parcel.");
  if (bind.status !== 'paid') {
    throw new ApiError(409, 'forbidden', `A parcel is insured after the deal is paid and before pickup; the deal is ${bind.status}.`, {
      status: bind.status,
    });
  }
  return bind;
}

function personOf(person: InsuranceRequest['insurer']): InsuredPerson {
  return {
    fio: person.fio.trim(),
    iin: person.iin,
    resident: person.resident,
    documentType: person.documentType,
    documentNumber: person.documentNumber.trim().toUpperCase(),
    documentIssueDate: person.documentIssueDate,
    address: person.address.trim(),
    mobilePhone: person.mobilePhone.replace(/\D/g, ''),
  };
}

/** Calls the insurer, reading its outage as 503 (nothing was stored). */
async function askInsurer<T>(ctx: InsuranceContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof InsurerError)) throw error;
    ctx.logger.warn({ err: error }, 'the insurer did not answer');
    throw insurerUnavailable();
  }
}

/** Parcel insurance's use cases: the tariff, the policy and its payment, the user's policies and the document. */
export function createInsuranceService(ctx: InsuranceContext) {
  async function premiumFor(costTiyn: number): Promise<number> {
    const quote = await askInsurer(ctx, () => ctx.insurer.quote(costTiyn));
    if (quote.kind === 'quote') return quote.premium;
    throw validationError({ cost: [quote.reason === 'cost_above_limit' ? MESSAGE_KEYS.invalidMaxValue : MESSAGE_KEYS.invalidMinValue] });
  }

  async function underwrite(application: InsuranceApplication): Promise<void> {
    const decision = await askInsurer(ctx, () => ctx.insurer.underwrite(application));
    if (decision.kind === 'refused') throw insurerRefused(ctx, decision.reason);
  }

  return {
    /** `POST /insurance/commission`: the insurer's premium for a cost in whole tenge, and spec §9's price. */
    async commission(costTenge: number): Promise<InsuranceCommission> {
      const cost = tengeToTiyn(costTenge);
      const commission = await premiumFor(cost);
      return { cost, commission, price: cost + commission, currency: KZT };
    },

    /**
     * `POST /insurance`: the insurer's tariff and underwriting first (a refusal is 422 insurer_refused and stores
     * nothing), then the policy awaiting payment of its premium, with the checkout.
     */
    async create(userId: number, body: InsuranceRequest, locale: SiteLocale): Promise<InsurancePolicy> {
      const bind = checkInsurable(await readBind(ctx.db, body.parcel_trip_bind_id), userId);
      const cost = tengeToTiyn(body.attribute.cost);
      const quote = await askInsurer(ctx, () => ctx.insurer.quote(cost));
      if (quote.kind === 'refused') throw insurerRefused(ctx, quote.reason === 'cost_above_limit' ? 'cost_above_limit' : 'other');
      const persons: PolicyPersons = {
        insurer: personOf(body.insurer),
        insured: personOf(body.insured),
        deliveryMan: personOf(body.deliveryMan),
      };
      const { width, length, height, weight, description } = body.attribute;
      const parcel: InsuredParcel = { cost, width, length, height, weight, description: description.trim() };
      const deliveryPrice = tengeToTiyn(body.delivery_price);
      await underwrite(applicationOf(persons, parcel, bind, { deliveryPrice, premium: quote.premium }));

      const policyId = randomBytes(16).toString('base64url');
      const paymentId = await ctx.db.transaction().execute(async (trx) => {
        checkInsurable(await lockBind(trx, bind.id), userId);
        const live = await livePoliciesOfBind(trx, bind.id).select('id').executeTakeFirst();
        if (live) throw new ApiError(409, 'forbidden', 'This parcel already has a policy.');
        const now = ctx.clock.now();
        await trx
          .insertInto('insurance_policies')
          .values({
            id: policyId,
            bind_id: bind.id,
            user_id: userId,
            status: 'awaiting_payment',
            cost,
            commission: quote.premium,
            price: cost + quote.premium,
            delivery_price: deliveryPrice,
            persons_sealed: sealPersons(ctx, persons),
            parcel: JSON.stringify(parcel),
            insurer: ctx.insurer.name,
            created_at: now,
            updated_at: now,
          })
          .execute();
        return newPayment(ctx, trx, { id: policyId, commission: quote.premium });
      });
      await startCheckout(ctx, { id: policyId, bind_id: bind.id, commission: quote.premium }, paymentId, locale);
      return policyView(ctx, ctx.db, await ownPolicy(ctx.db, policyId, userId));
    },

    async get(id: string, userId: number): Promise<InsurancePolicy> {
      return policyView(ctx, ctx.db, await ownPolicy(ctx.db, id, userId));
    },

    async mine(userId: number): Promise<InsurancePolicyList> {
      const rows = await ctx.db
        .selectFrom('insurance_policies')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return { policies: await Promise.all(rows.map((row) => policyView(ctx, ctx.db, row))) };
    },

    /**
     * `POST /insurance/{id}/payment`: a new checkout after a declined payment; while one is pending, the same one.
     * A checkout speaks the payer's language (`locale`, their request's) and returns to the deal in it.
     */
    async pay(id: string, userId: number, locale: SiteLocale): Promise<InsurancePolicy> {
      const { bind_id: bindId } = await ownPolicy(ctx.db, id, userId);
      const started = await ctx.db.transaction().execute(async (trx) => {
        // The bind first, then the policy: the deal's cancel locks them in this order too.
        checkInsurable(await lockBind(trx, bindId), userId);
        const policy = await lockPolicy(trx, id);
        if (!policy) throw policyNotFound();
        if (policy.status !== 'awaiting_payment' && policy.status !== 'payment_failed') {
          throw new ApiError(409, 'forbidden', `The policy is ${policy.status}: nothing to pay.`, { status: policy.status });
        }
        const payments = await trx.selectFrom('insurance_payments').select('status').where('policy_id', '=', id).execute();
        if (somePaid(payments)) {
          throw new ApiError(409, 'forbidden', 'The premium is paid: the insurer is issuing the policy.', { status: policy.status });
        }
        if (policy.status === 'awaiting_payment' && payments.some((payment) => payment.status === 'pending')) return null;
        return { policy, paymentId: await newPayment(ctx, trx, policy) };
      });
      if (started) await startCheckout(ctx, started.policy, started.paymentId, locale);
      return policyView(ctx, ctx.db, await ownPolicy(ctx.db, id, userId));
    },

    /** `GET /insurance/{id}/document`: the printable policy, once issued (404 before). */
    async document(id: string, userId: number): Promise<string> {
      const policy = await ownPolicy(ctx.db, id, userId);
      const bind = await readBind(ctx.db, policy.bind_id);
      if (!policy.policy_number || !policy.issued_at || !bind) throw new ApiError(404, 'not_found', 'The policy is not issued.');
      return policyDocumentHtml(
        {
          number: policy.policy_number,
          status: policy.status === 'issued' ? 'issued' : 'cancelled',
          issuedOn: policy.issued_at.toISOString().slice(0, 10),
          persons: openPersons(ctx, policy),
          parcel: policy.parcel,
          route: `${bind.from_city} — ${bind.to_city}`,
          tripDate: bind.trip_date,
          cost: Number(policy.cost),
          commission: Number(policy.commission),
          price: Number(policy.price),
          deliveryPrice: Number(policy.delivery_price),
          contact: ctx.insurer.contact,
        },
        bind.parcel_locale,
      );
    },
  };
}

export type InsuranceService = ReturnType<typeof createInsuranceService>;
