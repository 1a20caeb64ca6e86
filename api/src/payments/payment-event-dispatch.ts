import type { DbExecutor } from '../db';
import type { PaymentEventSink } from './payment-provider';

/** A feature that starts payments of its own (the courier fee) and takes their held and declined events. */
export interface PaymentOwner {
  /** Whether the provider's payment is one this feature started. */
  owns(trx: DbExecutor, providerPaymentId: string): Promise<boolean>;
  paymentHeld(trx: DbExecutor, providerPaymentId: string, amount: number): Promise<void>;
  paymentDeclined(trx: DbExecutor, providerPaymentId: string, reason: string): Promise<void>;
}

/**
 * One sink for the webhook: a payment event goes to the first owner that started the payment, else to `main` (the
 * deals feature, which also takes every payout event and logs a payment nobody knows). Neither knows of the other.
 */
export function dispatchPaymentEvents(main: PaymentEventSink, owners: readonly PaymentOwner[]): PaymentEventSink {
  async function ownerOf(trx: DbExecutor, providerPaymentId: string): Promise<PaymentOwner | undefined> {
    for (const owner of owners) if (await owner.owns(trx, providerPaymentId)) return owner;
    return undefined;
  }
  return {
    async paymentHeld(trx, providerPaymentId, amount) {
      const owner = await ownerOf(trx, providerPaymentId);
      return (owner ?? main).paymentHeld(trx, providerPaymentId, amount);
    },
    async paymentDeclined(trx, providerPaymentId, reason) {
      const owner = await ownerOf(trx, providerPaymentId);
      return (owner ?? main).paymentDeclined(trx, providerPaymentId, reason);
    },
    payoutPaid: (trx, payout) => main.payoutPaid(trx, payout),
    payoutFailed: (trx, payout, reason) => main.payoutFailed(trx, payout, reason),
  };
}
