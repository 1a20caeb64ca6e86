import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db';
import type { JobQueue } from '../jobs';
import type { PaymentEventSink, PaymentProvider } from './payment-provider';
import { paymentWebhookRoutes } from './payment-webhook-routes';
import { paymentProviderFor } from './provider-choice';
import { simulatedCheckoutRoutes } from './simulator/checkout-routes';
import { handleSimulatorWebhooks } from './simulator/simulated-checkout';

export interface PaymentsDependencies {
  db: Db;
  config: Config;
  jobs: JobQueue;
  /** the deals feature: what a held or declined payment, a paid or failed payout does */
  sink: PaymentEventSink;
  /** default the one PAYMENT_PROVIDER names */
  provider?: PaymentProvider;
}

/**
 * Payments in the app: the webhook of the configured provider (only that one: with ioka, a "simulator" event is
 * 404), and for the simulator its delivery job and, with DEV_ROUTES, its checkout page. Call it with the root
 * instance: the simulator delivers its events by `app.inject`, in process, because that works the same under
 * `npm start` and in tests and needs no public address (API_URL may be a proxy's, or not reachable from inside).
 * Returns the provider for the deals feature to call.
 */
export async function registerPayments(
  app: FastifyInstance,
  { db, config, jobs, sink, provider = paymentProviderFor(config, { db }) }: PaymentsDependencies,
): Promise<PaymentProvider> {
  await app.register(paymentWebhookRoutes({ db, providers: [provider], sink }));
  if (provider.name === 'simulator') {
    handleSimulatorWebhooks({
      jobs,
      webhookSecret: config.payments.simulator.webhookSecret,
      deliver: async (body, headers) =>
        (await app.inject({ method: 'POST', url: '/payments/webhook/simulator', headers, payload: body })).statusCode,
    });
    if (config.devRoutes) await app.register(simulatedCheckoutRoutes({ db, jobs, apiUrl: config.apiUrl }));
  }
  return provider;
}
