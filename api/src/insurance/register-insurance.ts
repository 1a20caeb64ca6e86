import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth';
import type { BindStatusColumn, DbExecutor } from '../db';
import { handleFeaturePayments } from '../payments';
import { InsurerError } from './insurer';
import { CAPTURE_JOB, INSURER_CANCEL_JOB, ISSUE_JOB, REFUND_JOB, type InsuranceContext } from './insurance-context';
import { insuranceRoutes } from './insurance-routes';
import { createInsuranceService } from './insurance-service';
import { cancelAtInsurer, cancelPoliciesOfDeal, cancelUnpaidAfterPickup, cancelUnpaidInTime } from './policy-cancel';
import { issuePolicy } from './policy-issue';
import { capturePremium, premiumPayments, refundPremium } from './policy-payments';

/**
 * Parcel insurance (issue 20) for the app to compose: the premium's payment owner for the payment webhook, the
 * hook the deals call when a deal is cancelled, the jobs, and the routes.
 */
export function createInsurance(ctx: InsuranceContext) {
  const service = createInsuranceService(ctx);
  // Each job's work on the id its payload names under `key`.
  const handlers: [kind: string, key: 'payment_id' | 'policy_id', work: (ctx: InsuranceContext, id: string) => Promise<void>][] = [
    [CAPTURE_JOB, 'payment_id', capturePremium],
    [ISSUE_JOB, 'policy_id', issuePolicy],
    [REFUND_JOB, 'policy_id', refundPremium],
    [INSURER_CANCEL_JOB, 'policy_id', cancelAtInsurer],
  ];
  for (const [kind, key, work] of handlers) {
    ctx.jobs.handle(kind, async (payload) => {
      try {
        await work(ctx, String(payload[key]));
      } catch (error) {
        // An insurer's or provider's permanent refusal is kept for staff in the job's last error; the queue retries the rest.
        if (error instanceof InsurerError && !error.retryable) ctx.logger.error({ err: error }, 'the insurer refused for good');
        throw error;
      }
    });
  }

  return {
    service,
    paymentOwner: handleFeaturePayments(ctx, premiumPayments(ctx)),
    /** For the deals: a deal cancelled before pickup cancels its policy, in the deal's transaction. */
    dealCancelled: (trx: DbExecutor, bindId: number, previous: BindStatusColumn) => cancelPoliciesOfDeal(ctx, trx, bindId, previous),
    /** For the deals' time rules: a policy unpaid after the payment waiting time, or when its deal was picked up, is cancelled. */
    async runTimers(): Promise<void> {
      await cancelUnpaidInTime(ctx);
      await cancelUnpaidAfterPickup(ctx);
    },
    async registerRoutes(app: FastifyInstance, { authenticate }: { authenticate: Authenticator['authenticate'] }): Promise<void> {
      await app.register(insuranceRoutes({ service, authenticate }));
    },
  };
}

export type Insurance = ReturnType<typeof createInsurance>;
