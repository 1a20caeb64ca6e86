import type { ClaimStatus } from '@jetkiz/contracts';
import { createFakeHost } from '@jetkiz/mock-api';
import type { Ticker } from '@jetkiz/web-kit/forms';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClaimProgress } from './claim-progress';
import { ClaimTracker } from './claim-tracker';
import { CLAIM_ID, STILL, claimOf, setUpCourierTest } from './courier-test-setup';

const test = setUpCourierTest();
const CLAIM_PATH = `/logistics/claim/${CLAIM_ID}`;
const NOW = Date.parse('2026-11-26T10:00:00Z');

/** A countdown clock the test moves by hand. */
function handTicker() {
  let tick: (() => void) | null = null;
  const ticker: Ticker = (next) => {
    tick = next;
    return () => {
      tick = null;
    };
  };
  const advance = (times = 1) =>
    act(() => {
      for (let second = 0; second < times; second += 1) tick?.();
    });
  return { ticker, tick: advance };
}

function renderProgress(status: ClaimStatus, fields = {}, ticker: Ticker = handTicker().ticker) {
  const { host } = createFakeHost({ apiUrl: test.api().url, token: 'owner-token' });
  const tracker = new ClaimTracker(host.api.logistics, { pace: STILL, ticker, now: () => NOW });
  tracker.start(claimOf(status, fields));
  const onOrderAgain = jest.fn();
  render(<ClaimProgress tracker={tracker} language="en" onOrderAgain={onOrderAgain} />);
  return { tracker, onOrderAgain, user: userEvent.setup() };
}

const state = () => screen.getByRole('heading', { level: 3 });
const cancelButton = () => screen.queryByRole('button', { name: 'Cancel the order' });

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the claim progress: one view per state, with the spec words and its actions', () => {
  // from the payment's confirmation until the courier takes the parcel, the API offers the cancel
  it.each([
    ['calculating', 'Calculating the cost', 'The courier service is working out the price of this route.', false],
    ['payment_checking', 'Payment being checked', 'The payment provider is confirming your payment.', false],
    ['payment_confirmed', 'Payment confirmed', 'We are passing the order to the courier service.', true],
    ['searching', 'Searching for a courier', 'The courier service is looking for a courier near point A.', true],
    ['courier_arrived', 'The courier has arrived at point A', 'Hand the parcel over to the courier.', true],
    ['delivered', 'Delivery completed', 'The courier has delivered the parcel to point B.', false],
  ] as const)('%s says "%s"', (status, title, text, offersCancel) => {
    const { tracker } = renderProgress(status);
    expect(state()).toHaveTextContent(title);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Abay Ave 150 → Dostyk Ave 5')).toBeInTheDocument();
    expect(cancelButton() !== null).toBe(offersCancel);
    act(() => tracker.stop());
  });

  it('awaiting payment opens the checkout and counts down to the payment deadline', () => {
    const clock = handTicker();
    const { tracker } = renderProgress('awaiting_payment', { payment_expires_at: '2026-11-26T10:02:00Z' }, clock.ticker);
    expect(state()).toHaveTextContent('Awaiting payment');
    expect(screen.getByRole('link', { name: /Pay 1,850/ })).toHaveAttribute('href', 'https://pay.jetkiz.test/checkout/k1');
    expect(screen.getByRole('timer')).toHaveTextContent('Time left to pay: 2:00');
    clock.tick(61);
    expect(screen.getByRole('timer')).toHaveTextContent('Time left to pay: 0:59');
    act(() => tracker.stop());
  });

  it('asks the API the moment the payment time runs out, and shows the timeout with "order again"', async () => {
    const clock = handTicker();
    test.api().answer('GET', CLAIM_PATH, { status: 200, body: claimOf('payment_timeout') });
    const { tracker, onOrderAgain, user } = renderProgress(
      'awaiting_payment',
      { payment_expires_at: '2026-11-26T10:00:03Z' },
      clock.ticker,
    );
    clock.tick(3);
    expect(await screen.findByRole('heading', { name: 'The payment waiting time has expired' })).toBeInTheDocument();
    expect(test.api().callsTo('GET', CLAIM_PATH)).toHaveLength(1);
    expect(cancelButton()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    expect(onOrderAgain).toHaveBeenCalledWith(expect.objectContaining({ id: CLAIM_ID, parcel_trip_bind_id: 41 }));
    act(() => tracker.stop());
  });

  it('payment not confirmed offers to pay again, which opens a new checkout', async () => {
    test.api().answer('POST', `${CLAIM_PATH}/payment`, {
      status: 200,
      body: claimOf('awaiting_payment', {
        checkout_url: 'https://pay.jetkiz.test/checkout/k2',
        payment_expires_at: '2026-11-26T10:15:00Z',
      }),
    });
    const { tracker, user } = renderProgress('payment_not_confirmed');
    expect(state()).toHaveTextContent('The payment could not be confirmed');
    await user.click(screen.getByRole('button', { name: 'Pay again' }));
    expect(await screen.findByRole('link', { name: /Pay 1,850/ })).toHaveAttribute('href', 'https://pay.jetkiz.test/checkout/k2');
    expect(screen.getByRole('timer')).toHaveTextContent('15:00');
    expect(test.api().callsTo('POST', `${CLAIM_PATH}/payment`)).toHaveLength(1);
    act(() => tracker.stop());
  });

  it('courier found names the courier and the car, with a phone link', () => {
    const { tracker } = renderProgress('courier_found');
    expect(screen.getByRole('link', { name: 'https://jetkiz.test/ru/widget/delivery?link=lnk1' })).toHaveAttribute(
      'href',
      'https://jetkiz.test/ru/widget/delivery?link=lnk1',
    );
    expect(state()).toHaveTextContent('Courier found');
    expect(screen.getByText('Nurlan')).toBeInTheDocument();
    expect(screen.getByText('Kia Rio, 123 ABC 02')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 (701) 987-65-43' })).toHaveAttribute('href', 'tel:+77019876543');
    act(() => tracker.stop());
  });

  it('courier not found offers to find again (no new payment) or to cancel', async () => {
    test.api().answer('POST', `${CLAIM_PATH}/retry`, { status: 200, body: claimOf('searching') });
    const { tracker, user } = renderProgress('courier_not_found');
    expect(state()).toHaveTextContent('Could not find a courier');
    expect(cancelButton()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Find a courier again' }));
    expect(await screen.findByRole('heading', { name: 'Searching for a courier' })).toBeInTheDocument();
    expect(test.api().callsTo('POST', `${CLAIM_PATH}/payment`)).toHaveLength(0);
    act(() => tracker.stop());
  });

  it('could not calculate says so with the spec message and lets the owner order again', () => {
    const { tracker } = renderProgress('could_not_calculate', { next_actions: [] });
    expect(state()).toHaveTextContent('Could not calculate the shipping cost');
    expect(screen.getByRole('button', { name: 'Order again' })).toBeInTheDocument();
    act(() => tracker.stop());
  });

  it.each([
    [{ amount: 185_000, charge: 0, status: 'due', due_by: '2026-12-03' }, 'The whole cost of 1,850 ₸ is refunded.', 'by December 3, 2026'],
    [
      { amount: 135_000, charge: 50_000, status: 'due', due_by: '2026-12-03' },
      '1,350 ₸ is refunded: the courier service kept 500 ₸ because the courier had already arrived.',
      'The money comes back within 7 days',
    ],
    [
      { amount: 185_000, charge: 0, status: 'refunded', due_by: '2026-12-03' },
      'The whole cost of 1,850 ₸ is refunded.',
      'The refund of 1,850 ₸ has been made.',
    ],
  ] as const)('cancelled explains the refund %#', (refund, amountText, when) => {
    const { tracker } = renderProgress('cancelled', { refund });
    expect(state()).toHaveTextContent('Order cancelled');
    expect(screen.getByText(amountText)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(when))).toBeInTheDocument();
    expect(cancelButton()).toBeNull();
    act(() => tracker.stop());
  });
});

describe('cancelling', () => {
  it('asks "yes, cancel / no, return"; "no" and Escape keep the claim', async () => {
    const { tracker, user } = renderProgress('searching');
    await user.click(cancelButton()!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Cancel the courier order?' })).toBeInTheDocument();
    expect(within(dialog).getByText(/whole cost is refunded within 7 days/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, return' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(cancelButton()!);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(test.api().callsTo('DELETE', `${CLAIM_PATH}/cancel`)).toHaveLength(0);
    expect(tracker.claim?.status).toBe('searching');
    act(() => tracker.stop());
  });

  it('a refused cancel shows "error cancelling the application" with retry; the retry cancels and clears the claim', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    test
      .api()
      .answer(
        'DELETE',
        `${CLAIM_PATH}/cancel`,
        { status: 409, body: { error_type: 'cancel_refused', error_message: 'The parcel is already picked up' } },
        { status: 200, body: claimOf('cancelled', { refund: { amount: 135_000, charge: 50_000, status: 'due', due_by: '2026-12-03' } }) },
      );
    const { tracker, user } = renderProgress('courier_arrived');
    await user.click(cancelButton()!);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/keeps a cancellation charge/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error cancelling the application');
    expect(tracker.claim?.status).toBe('courier_arrived');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state()).toHaveTextContent('Order cancelled');
    expect(screen.getByText(/kept 500/)).toBeInTheDocument();
    expect(tracker.claim).toBeNull();
    expect(tracker.cancelled?.status).toBe('cancelled');
    expect(test.api().callsTo('DELETE', `${CLAIM_PATH}/cancel`)).toHaveLength(2);
    expect(console.error).toHaveBeenCalledWith('[courier] cancelling the claim failed', { status: 409, errorType: 'cancel_refused' });
  });

  it('a cancel lost on the network shows the same error; Escape does nothing while the cancel runs', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    test.api().drop('DELETE', `${CLAIM_PATH}/cancel`);
    const { tracker, user } = renderProgress('searching');
    await user.click(cancelButton()!);
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error cancelling the application');
    const held = test.api().hold('DELETE', `${CLAIM_PATH}/cancel`);
    test.api().answer('DELETE', `${CLAIM_PATH}/cancel`, { status: 200, body: claimOf('cancelled') });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    held.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state()).toHaveTextContent('Order cancelled');
    act(() => tracker.stop());
  });
});
