import type { Config } from '../config';
import type { Db } from '../db';
import { iokaPaymentProvider } from './ioka/ioka-provider';
import type { PaymentProvider } from './payment-provider';
import { simulatedPaymentProvider } from './simulator/simulated-provider';

/** The provider PAYMENT_PROVIDER names: the offline simulator (default) or ioka (its key and secret checked by the config). */
export function paymentProviderFor(config: Config, { db }: { db: Db }): PaymentProvider {
  const { provider, ioka, simulator } = config.payments;
  if (provider === 'ioka') {
    const { apiKey, webhookSecret } = ioka;
    if (!apiKey || !webhookSecret) throw new Error('PAYMENT_PROVIDER=ioka needs IOKA_API_KEY and IOKA_WEBHOOK_SECRET');
    return iokaPaymentProvider({ ...ioka, apiKey, webhookSecret });
  }
  return simulatedPaymentProvider({ db, apiUrl: config.apiUrl, webhookSecret: simulator.webhookSecret });
}
