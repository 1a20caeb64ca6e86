import Fastify, { type FastifyInstance } from 'fastify';
import type { DbExecutor, Db } from '../db';
import { registerErrorHandling, registerRequestValidation } from '../http';
import { createJobQueue, type JobQueue } from '../jobs';
import { rejectionOf, testConfig } from '../testing';
import { PaymentProviderError, type PaymentEventSink, type PaymentProvider } from './payment-provider';
import { registerPayments } from './register-payments';

export type SinkCall = [method: keyof PaymentEventSink, id: string, detail?: number | string];

/** A sink that writes down what it was told (the deals feature is the real one); `failNext` makes its next call throw. */
export function recordingSink() {
  const calls: SinkCall[] = [];
  let failures = 0;
  const record = async (_trx: DbExecutor, call: SinkCall) => {
    if (failures > 0) {
      failures--;
      throw new Error('the sink failed');
    }
    calls.push(call);
  };
  const sink: PaymentEventSink = {
    paymentHeld: (trx, id, amount) => record(trx, ['paymentHeld', id, amount]),
    paymentDeclined: (trx, id, reason) => record(trx, ['paymentDeclined', id, reason]),
    payoutPaid: (trx, { providerPayoutId }) => record(trx, ['payoutPaid', providerPayoutId]),
    payoutFailed: (trx, { providerPayoutId }, reason) => record(trx, ['payoutFailed', providerPayoutId, reason]),
  };
  return {
    sink,
    calls,
    failNext(times = 1) {
      failures = times;
    },
  };
}

export interface PaymentsTestApp {
  app: FastifyInstance;
  jobs: JobQueue;
  provider: PaymentProvider;
  recorded: ReturnType<typeof recordingSink>;
}

/** Only the payments routes on a bare app (the deals feature composes the whole one); jobs run when the test says. */
export async function paymentsTestApp(db: Db, env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const config = testConfig(env);
  const app = Fastify({ logger: { level: 'fatal' } });
  registerRequestValidation(app);
  registerErrorHandling(app);
  const jobs = createJobQueue({ db, logger: app.log, pollMs: 10, retryBaseMs: 1, retryMaxMs: 1 });
  const recorded = recordingSink();
  const provider = await registerPayments(app, { db, config, jobs, sink: recorded.sink });
  await app.ready();
  return { app, jobs, provider, recorded };
}

/** The provider's refusal the promise ends with (the test fails when it resolves or throws anything else). */
export const providerRefusal = (promise: Promise<unknown>) => rejectionOf(promise, PaymentProviderError);

let nextPaymentId = 0;

/** A checkout of a request's reward started at `provider` under a new payment id, back to the request's page once paid. */
export async function startRewardCheckout(
  provider: PaymentProvider,
  { amount = 1_250_000, bindId = 1, description }: { amount?: number; bindId?: number; description?: string } = {},
) {
  const paymentId = `pay-${++nextPaymentId}`;
  const started = await provider.createCheckout({
    paymentId,
    amount,
    currency: 'KZT',
    description: description ?? `Reward for request ${bindId}`,
    returnUrl: `http://profile.test/deals/${bindId}`,
  });
  return { paymentId, ...started };
}
