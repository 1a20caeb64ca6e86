import type { Config } from '../config';
import type { Db } from '../db';
import type { PaymentProvider } from './payment-provider';
import { simulatedPaymentProvider } from './simulator/simulated-provider';

/** The provider PAYMENT_PROVIDER names: the offline simulator (default) or ioka. */
export function paymentProviderFor(config: Config, { db }: { db: Db }): PaymentProvider {
  return simulatedPaymentProvider({ db, apiUrl: config.apiUrl, webhookSecret: config.payments.simulator.webhookSecret });
}
