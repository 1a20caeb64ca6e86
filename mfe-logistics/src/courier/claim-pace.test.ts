import { CLAIM_PACE, nextPollDelay } from './claim-pace';

describe('nextPollDelay', () => {
  it('looks quickly while the courier is searched for and the payment checked, slower while the owner pays or the courier drives', () => {
    expect(nextPollDelay('searching', 0, 0)).toBe(CLAIM_PACE.fastMs);
    expect(nextPollDelay('payment_checking', 0, 0)).toBe(CLAIM_PACE.fastMs);
    expect(nextPollDelay('awaiting_payment', 0, 0)).toBe(CLAIM_PACE.slowMs);
    expect(nextPollDelay('courier_found', 0, 0)).toBe(CLAIM_PACE.slowMs);
  });

  it('backs off with each answer that brings no news, and doubles after each failure, up to the longest wait', () => {
    expect(nextPollDelay('searching', 1, 0)).toBe(3000);
    expect(nextPollDelay('searching', 2, 0)).toBe(4500);
    expect(nextPollDelay('searching', 0, 3)).toBe(16_000);
    expect(nextPollDelay('courier_found', 30, 0)).toBe(CLAIM_PACE.maxMs);
    expect(nextPollDelay('courier_found', 0, 10)).toBe(CLAIM_PACE.maxMs);
  });

  it.each(['delivered', 'cancelled', 'payment_timeout', 'could_not_calculate', 'courier_not_found', 'payment_not_confirmed'] as const)(
    'stops at %s (final, or waiting for the owner)',
    (status) => {
      expect(nextPollDelay(status, 0, 0)).toBeNull();
    },
  );
});
