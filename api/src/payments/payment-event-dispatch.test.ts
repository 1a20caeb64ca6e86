import type { DbExecutor } from '../db';
import { dispatchPaymentEvents, type PaymentOwner } from './payment-event-dispatch';
import type { PaymentEventSink } from './payment-provider';

const trx = {} as DbExecutor;

function recorder(name: string, calls: string[]): PaymentEventSink {
  return {
    paymentHeld: async (_trx, id, amount) => void calls.push(`${name} held ${id} ${amount}`),
    paymentDeclined: async (_trx, id, reason) => void calls.push(`${name} declined ${id} ${reason}`),
    payoutPaid: async (_trx, { providerPayoutId, payoutId }) => void calls.push(`${name} payout paid ${providerPayoutId} ${payoutId}`),
    payoutFailed: async (_trx, { providerPayoutId, payoutId }, reason) =>
      void calls.push(`${name} payout failed ${providerPayoutId} ${payoutId} ${reason}`),
  };
}

function owner(name: string, ids: string[], calls: string[]): PaymentOwner {
  const { paymentHeld, paymentDeclined } = recorder(name, calls);
  return { owns: async (_trx, id) => ids.includes(id), paymentHeld, paymentDeclined };
}

describe('the payment webhook dispatch', () => {
  it('sends a payment event to the feature that started the payment, anything else to the main sink', async () => {
    const calls: string[] = [];
    const sink = dispatchPaymentEvents(recorder('deals', calls), [owner('courier', ['c1'], calls), owner('other', ['o1'], calls)]);
    await sink.paymentHeld(trx, 'c1', 100);
    await sink.paymentDeclined(trx, 'o1', 'declined_by_payer');
    await sink.paymentHeld(trx, 'd1', 200);
    await sink.paymentDeclined(trx, 'unknown', 'x');
    await sink.payoutPaid(trx, { providerPayoutId: 'p1', payoutId: 'ours-1' });
    await sink.payoutFailed(trx, { providerPayoutId: 'p2' }, 'card');
    expect(calls).toEqual([
      'courier held c1 100',
      'other declined o1 declined_by_payer',
      'deals held d1 200',
      'deals declined unknown x',
      'deals payout paid p1 ours-1',
      'deals payout failed p2 undefined card',
    ]);
  });
});
