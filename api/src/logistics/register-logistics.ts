import type { FastifyInstance } from 'fastify';
import type { Authenticator } from '../auth';
import type { Config } from '../config';
import type { CourierProvider, SimulatedCourierProvider } from '../courier';
import type { Limiter } from '../limits';
import { handleFeaturePayments } from '../payments';
import { CAPTURE_JOB, REFUND_JOB, TRACK_JOB, type LogisticsContext } from './claim-context';
import { createClaimOrders } from './claim-orders';
import { COURIER_PAYMENTS, captureCourierFee, expireUnpaidClaims } from './claim-payments';
import { payCourierRefund } from './claim-refunds';
import { COURIER_SWEEP_INTERVAL_MS, COURIER_SWEEP_TASK, resumeStalledCourierWork, stuckCourierPaymentCount } from './claim-sweep';
import { trackClaim } from './claim-tracking';
import { devLogisticsRoutes } from './dev-logistics-routes';
import { logisticsRoutes } from './logistics-routes';

/** The courier claims in the app: their jobs, the payment owner for the webhook, the time rule and the routes. */
export function createLogistics(ctx: LogisticsContext) {
  const orders = createClaimOrders(ctx);
  const { jobs } = ctx;
  jobs.handle(CAPTURE_JOB, (payload) => captureCourierFee(ctx, String(payload.payment_id)));
  jobs.handle(REFUND_JOB, (payload) => payCourierRefund(ctx, String(payload.claim_id)));
  jobs.handle(TRACK_JOB, async (payload) => {
    const claim = await ctx.db
      .selectFrom('courier_claims')
      .select('track_seq')
      .where('id', '=', String(payload.claim_id))
      .executeTakeFirst();
    // A job of an older generation (a retry or a dev advance started a newer one) has nothing to do.
    if (claim?.track_seq === Number(payload.seq)) await trackClaim(ctx, String(payload.claim_id));
  });
  jobs.every(COURIER_SWEEP_TASK, COURIER_SWEEP_INTERVAL_MS, async () => {
    const { stuck, ...resumed } = await resumeStalledCourierWork(ctx.db, ctx.config);
    for (const [work, claimIds] of Object.entries(resumed)) {
      for (const claimId of claimIds) ctx.logger.warn({ claimId, work }, 'courier work the job queue gave up on is queued again');
    }
    for (const { paymentId, claimId, work, retries } of stuck) {
      ctx.logger.error(
        { paymentId, claimId, work, retries },
        'courier payment marked stuck: its re-queues are used up, staff must settle it (courier_payments.stuck_at)',
      );
    }
    const waiting = await stuckCourierPaymentCount(ctx.db);
    if (waiting > 0) ctx.logger.warn({ stuckCourierPayments: waiting }, 'courier payments wait for staff (courier_payments.stuck_at)');
  });
  ctx.shortLinks.onCorrected((linkId, correction) => orders.pointCorrected(linkId, correction));

  return {
    orders,
    paymentOwner: handleFeaturePayments(ctx, COURIER_PAYMENTS),
    runTimers: () => expireUnpaidClaims(ctx),
    async registerRoutes(
      app: FastifyInstance,
      { config, limiter, authenticate }: { config: Config; limiter: Limiter; authenticate: Authenticator['authenticate'] },
    ): Promise<void> {
      await app.register(logisticsRoutes({ orders, limiter, config: config.logistics, authenticate }));
      const simulator = simulatorOf(ctx.courier);
      if (simulator && config.devRoutes) await app.register(devLogisticsRoutes({ orders, simulator }));
    },
  };
}

export type Logistics = ReturnType<typeof createLogistics>;

function simulatorOf(provider: CourierProvider): SimulatedCourierProvider | undefined {
  return provider.name === 'simulator' && 'advance' in provider ? (provider as SimulatedCourierProvider) : undefined;
}
