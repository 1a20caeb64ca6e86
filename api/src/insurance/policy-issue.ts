import { profileLink } from '@jetkiz/contracts';
import type { DbExecutor } from '../db';
import { siteLocaleOf, type Localized } from '../http';
import { fillTemplate } from '../outbox';
import { INSURER_CANCEL_JOB, REFUND_JOB, type InsuranceContext } from './insurance-context';
import type { Issued } from './insurer';
import { tengeText } from './policy-document';
import { refundDueBy } from '../working-days';
import { postPremiumToInsurer, postRefundDue } from './policy-ledger';
import { applicationOf, lockPolicy, openPersons, readBind, readPolicy, type InsurableBind, type PolicyRow } from './policy-records';
import { documentUrlOf } from './policy-view';
import TEXTS from './insurance-texts.json';

const texts = TEXTS satisfies Record<string, Localized>;

/** The issue job: a paid policy goes to the insurer (our policy id is its idempotency key), and its answer is booked. */
export async function issuePolicy(ctx: InsuranceContext, policyId: string): Promise<void> {
  const policy = await readPolicy(ctx.db, policyId);
  if (!policy || policy.status !== 'awaiting_payment') return;
  const captured = await ctx.db
    .selectFrom('insurance_payments')
    .select('id')
    .where('policy_id', '=', policyId)
    .where('status', '=', 'captured')
    .executeTakeFirst();
  const bind = await readBind(ctx.db, policy.bind_id);
  if (!captured || !bind) return;
  const application = applicationOf(openPersons(ctx, policy), policy.parcel, bind, {
    deliveryPrice: Number(policy.delivery_price),
    premium: Number(policy.commission),
  });
  const answer = await ctx.insurer.issue(policy.id, application);
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockPolicy(trx, policyId);
    if (!locked) return;
    if (locked.status === 'awaiting_payment') await book(ctx, trx, locked, bind, answer);
    else if (answer.kind === 'issued' && locked.policy_number === null) {
      // Cancelled with its deal while the insurer was issuing: the policy it issued is cancelled there too.
      await trx.updateTable('insurance_policies').set({ policy_number: answer.policyNumber }).where('id', '=', policyId).execute();
      await ctx.jobs.enqueue(trx, INSURER_CANCEL_JOB, { policy_id: policyId });
    }
  });
}

async function book(ctx: InsuranceContext, trx: DbExecutor, policy: PolicyRow, bind: InsurableBind, answer: Issued): Promise<void> {
  const now = ctx.clock.now();
  const premium = Number(policy.commission);
  if (answer.kind === 'refused') {
    await trx
      .updateTable('insurance_policies')
      .set({
        status: 'refused',
        refusal_reason: answer.reason,
        refund_amount: premium,
        refund_status: 'due',
        refund_due_by: refundDueBy(now),
        updated_at: now,
      })
      .where('id', '=', policy.id)
      .execute();
    await postRefundDue(trx, ctx.ledger, policy, premium, 'insurance_held', now);
    await ctx.jobs.enqueue(trx, REFUND_JOB, { policy_id: policy.id });
    return;
  }
  await trx
    .updateTable('insurance_policies')
    .set({ status: 'issued', policy_number: answer.policyNumber, issued_at: now, updated_at: now })
    .where('id', '=', policy.id)
    .execute();
  await postPremiumToInsurer(trx, ctx.ledger, policy, premium, now);
  await mailIssued(ctx, trx, { ...policy, policy_number: answer.policyNumber }, bind);
}

/** The issued policy by e-mail to the sender, in the parcel's language, with the printable policy's link. */
async function mailIssued(ctx: InsuranceContext, trx: DbExecutor, policy: PolicyRow, bind: InsurableBind): Promise<void> {
  const owner = await trx.selectFrom('users').select('email').where('id', '=', policy.user_id).executeTakeFirst();
  if (!owner?.email) return;
  const locale = siteLocaleOf(bind.parcel_locale);
  const tenge = (amount: unknown) => tengeText(Number(amount), locale);
  const { contact } = ctx.insurer;
  const values = {
    id: policy.bind_id,
    number: policy.policy_number ?? '',
    insurer: contact.name,
    route: `${bind.from_city} — ${bind.to_city}`,
    date: bind.trip_date,
    cost: tenge(policy.cost),
    commission: tenge(policy.commission),
    price: tenge(policy.price),
    document: documentUrlOf(ctx, policy.id),
    link: profileLink(ctx.profileUrl, locale, `/deals/${policy.bind_id}`),
    contact: `+${contact.phone}, ${contact.email}`,
  };
  await ctx.outbox.add(trx, {
    channel: 'email',
    to: owner.email,
    subject: fillTemplate(texts.issuedSubject[locale], values),
    body: fillTemplate(texts.issuedBody[locale], values),
  });
}
