import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import {
  control,
  fillParcel,
  fillPerson,
  next,
  policyOf,
  RECIPIENT,
  setUpInsuranceTest,
  stepTitle,
  TRAVELER,
  type PersonValues,
} from './insurance-test-setup';

const ctx = setUpInsuranceTest();
const POLICY_PATH = '/insurance/pol_7Hq2kLm9Xv3Rt8Wz';
const QUERY = '?policy=pol_7Hq2kLm9Xv3Rt8Wz';

function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('insurance widget: the policy after the checkout (?policy=<id>)', () => {
  it('waits for the payment, then shows the issued policy with its printable document', async () => {
    let confirm: () => void = () => undefined;
    const confirmed = new Promise<void>((resolve) => (confirm = resolve));
    const issued = policyOf({
      status: 'issued',
      number: 'KZ-2026-000417',
      checkout_url: null,
      document_url: `${ctx.api.url}${POLICY_PATH}/document`,
    });
    ctx.api.answer('GET', `${POLICY_PATH}/document`, { status: 200, body: '<h1>Policy KZ-2026-000417</h1>' } as never);
    // the provider's word comes only when the test says so: until then the policy awaits its payment
    ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf() }, async () => {
      await confirmed;
      return { status: 200, body: issued };
    });
    ctx.renderWidget({ query: QUERY });
    expect(await screen.findByRole('heading', { name: 'Policy: Awaiting payment' })).toBeInTheDocument();
    expect(screen.getByText('assigned after payment')).toBeInTheDocument();
    confirm();
    expect(await screen.findByRole('heading', { name: 'Policy: Issued' })).toBeInTheDocument();
    expect(screen.getByText('KZ-2026-000417')).toBeInTheDocument();
    expect(screen.getByText('51,500 ₸')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open the policy to print' }));
    // the API gives the document to its owner's token only: fetched with it, shown in the tab opened on the click
    await waitFor(() => expect(ctx.documentWindow.tab.location.href).toBe('blob:https://jetkiz.test/page-1'));
    expect(ctx.documentWindow.tabs).toBe(1);
    expect(ctx.api.callsTo('GET', `${POLICY_PATH}/document`)[0]!.headers.authorization).toBe('Bearer sender-token');
    expect(await textOf(ctx.documentWindow.pages[0]!)).toContain('Policy KZ-2026-000417');
    expect(ctx.documentWindow.pages[0]!.type).toBe('text/html');
  });

  it('closes the tab and says so when the document could not be had', async () => {
    ctx.api.answer('GET', POLICY_PATH, {
      status: 200,
      body: policyOf({ status: 'issued', number: 'KZ-1', checkout_url: null, document_url: `${ctx.api.url}${POLICY_PATH}/document` }),
    });
    ctx.api.answer('GET', `${POLICY_PATH}/document`, { status: 404 });
    ctx.renderWidget({ query: QUERY });
    fireEvent.click(await screen.findByRole('button', { name: 'Open the policy to print' }));
    expect(await screen.findByText('Something went wrong, try again')).toHaveAttribute('role', 'alert');
    expect(ctx.documentWindow.tab.close).toHaveBeenCalled();
  });

  it('offers to pay again after a failed payment and opens the new checkout', async () => {
    ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf({ status: 'payment_failed', checkout_url: null }) });
    ctx.api.answer('POST', `${POLICY_PATH}/payment`, {
      status: 200,
      body: policyOf({ checkout_url: 'https://pay.jetkiz.test/checkout/c2' }),
    });
    ctx.renderWidget({ query: QUERY });
    expect(await screen.findByText('The payment did not go through. You can pay again.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(ctx.leavePage).toHaveBeenCalledWith('https://pay.jetkiz.test/checkout/c2'));
    expect(ctx.api.callsTo('POST', `${POLICY_PATH}/payment`)).toHaveLength(1);
  });

  it("opens the 'insurance error' modal when the insurer refuses at the new payment", async () => {
    ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf({ status: 'payment_failed', checkout_url: null }) });
    ctx.api.answer('POST', `${POLICY_PATH}/payment`, {
      status: 422,
      body: {
        error_type: 'insurer_refused',
        error_message: 'Refused',
        reason: 'cost_above_limit',
        insurer_contact: { name: 'Sapa', phone: '77272000000', email: 'a@sapa.test', url: 'https://sapa.test' },
      },
    });
    ctx.renderWidget({ query: QUERY });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay again' }));
    await waitFor(() =>
      expect(ctx.fake.openModal).toHaveBeenCalledWith('insurance-error', expect.objectContaining({ reason: 'cost_above_limit' })),
    );
    expect(ctx.leavePage).not.toHaveBeenCalled();
  });

  it('keeps the way to the checkout of a policy still awaiting its payment', async () => {
    ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf() });
    ctx.renderWidget({ query: QUERY, framed: true });
    const link = await screen.findByRole('link', { name: 'Open the payment page' });
    expect(link).toHaveAttribute('href', 'https://pay.jetkiz.test/checkout/c1');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('stops asking after a while and lets the user check again', async () => {
    ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf() });
    ctx.renderWidget({ query: QUERY });
    const checkAgain = await screen.findByRole('button', { name: 'Check again' }, { timeout: 5000 });
    const asked = ctx.api.callsTo('GET', POLICY_PATH).length;
    expect(asked).toBeGreaterThan(1);
    fireEvent.click(checkAgain);
    await waitFor(() => expect(ctx.api.callsTo('GET', POLICY_PATH).length).toBeGreaterThan(asked));
  });

  it.each([
    ['cancelled unpaid', { status: 'cancelled', refund: null }, 'The policy was cancelled.'],
    [
      'cancelled paid',
      { status: 'cancelled', refund: { amount: 150_000, status: 'refunded', due_by: '2026-12-02', refunded_at: '2026-11-30T09:00:00Z' } },
      'The policy was cancelled and the insurance price refunded.',
    ],
    [
      'refused',
      { status: 'refused', refund: { amount: 150_000, status: 'due', due_by: '2026-12-02', refunded_at: null } },
      'The insurer refused to issue the policy; the insurance price is refunded.',
    ],
  ] as const)('says what a %s policy means', async (_, fields, text) => {
    ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf({ ...fields, checkout_url: null }) });
    ctx.renderWidget({ query: QUERY });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insure again' })).not.toBeInTheDocument();
  });

  it('says nothing of a refund for a policy cancelled before it was paid', async () => {
    ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf({ status: 'cancelled', refund: null, checkout_url: null }) });
    ctx.renderWidget({ query: QUERY });
    expect(await screen.findByRole('heading', { name: 'Policy: Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('The policy was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText(/refunded/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', null, 'The insurance price will be refunded by December 2, 2026.'],
    ['en', '2026-11-30T09:00:00Z', 'The insurance price was refunded on November 30, 2026.'],
    ['ru', null, 'До 2 декабря 2026 г. цена страховки будет возвращена.'],
    ['ru', '2026-11-30T09:00:00Z', '30 ноября 2026 г. цена страховки возвращена.'],
    ['kk', null, /^Сақтандыру бағасы .*2026.* дейін қайтарылады\.$/],
    ['kk', '2026-11-30T09:00:00Z', /^Сақтандыру бағасы .*2026.* қайтарылды\.$/],
  ] as const)(
    'tells in %s when the refund of a paid policy cancelled with its deal is due or was made (%s)',
    async (language, refundedAt, text) => {
      const refund = { amount: 150_000, status: refundedAt ? 'refunded' : 'due', due_by: '2026-12-02', refunded_at: refundedAt } as const;
      ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf({ status: 'cancelled', checkout_url: null, refund }) });
      await initTestI18n(language);
      ctx.renderWidget({ query: QUERY, language });
      expect(await screen.findByText(text)).toBeInTheDocument();
    },
  );

  it('says nothing of a refund date for a policy with no refund', async () => {
    ctx.api.answer('GET', POLICY_PATH, { status: 200, body: policyOf({ status: 'cancelled', checkout_url: null, refund: null }) });
    ctx.renderWidget({ query: QUERY });
    expect(await screen.findByText('The policy was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText(/refunded (by|on)/)).not.toBeInTheDocument();
  });

  it('says the payment waiting time expired for a policy cancelled by it, with nothing left to pay', async () => {
    ctx.api.answer('GET', POLICY_PATH, {
      status: 200,
      body: policyOf({ status: 'cancelled', cancel_reason: 'payment_timeout', checkout_url: null }),
    });
    ctx.renderWidget({ query: QUERY });
    expect(await screen.findByText('The payment waiting time has expired')).toBeInTheDocument();
    expect(screen.queryByText('The policy was cancelled and the insurance price refunded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the payment page' })).not.toBeInTheDocument();
  });

  /** The policy of deal 77 expired unpaid: the widget offers to insure that deal again. */
  function answerExpiredPolicy(): void {
    ctx.api.answer('GET', POLICY_PATH, {
      status: 200,
      body: policyOf({ status: 'cancelled', cancel_reason: 'payment_timeout', checkout_url: null, parcel_trip_bind_id: 77 }),
    });
    ctx.api.answer('GET', '/binds/77', { status: 200, body: { reward: 250_000 } as never });
  }

  /** The new policy's form filled in, from its parcel to its summary of 51,500 ₸. */
  async function fillNewPolicyUpToSummary(): Promise<void> {
    const sender: PersonValues = { ...RECIPIENT, fio: 'Айгерим Нурланова', resident: 'Yes', document: 'ID card', number: '987654321' };
    await waitFor(() => expect(control('Delivery price, ₸')).toHaveValue('2,500'));
    fillParcel();
    next();
    for (const person of [sender, TRAVELER, RECIPIENT]) {
      fillPerson(person);
      next();
    }
    expect(stepTitle()).toBe('Step 5 of 6: Summary');
    await screen.findByText('51,500 ₸');
  }

  it('insures the deal of a policy expired unpaid again with the form of a new policy', async () => {
    answerExpiredPolicy();
    ctx.api.answer('POST', '/insurance', { status: 201, body: policyOf({ id: 'pol_new', parcel_trip_bind_id: 77 }) });
    ctx.renderWidget({ query: QUERY });
    fireEvent.click(await screen.findByRole('button', { name: 'Insure again' }));
    // the form of a deal without a policy, for the expired policy's deal, its title taking the focus
    expect(stepTitle()).toBe('Step 1 of 6: Parcel');
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.queryByText('The payment waiting time has expired')).not.toBeInTheDocument();
    await fillNewPolicyUpToSummary();
    fireEvent.click(screen.getByRole('button', { name: 'Insure and pay' }));
    await waitFor(() => expect(ctx.leavePage).toHaveBeenCalledWith('https://pay.jetkiz.test/checkout/c1'));
    expect(ctx.api.callsTo('POST', '/insurance')).toHaveLength(1);
    expect(ctx.api.callsTo('POST', '/insurance')[0]!.body).toMatchObject({ parcel_trip_bind_id: 77, delivery_price: 2500 });
  });

  it("after 'Insure again', names the new policy in the address once it is created, and a reload shows it", async () => {
    answerExpiredPolicy();
    const created = policyOf({ id: 'pol_new', parcel_trip_bind_id: 77, checkout_url: 'https://pay.jetkiz.test/checkout/c2' });
    ctx.api.answer('POST', '/insurance', { status: 201, body: created });
    ctx.api.answer('GET', '/insurance/pol_new', { status: 200, body: created });
    ctx.renderWidget({ query: QUERY, framed: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Insure again' }));
    await fillNewPolicyUpToSummary();
    expect(ctx.fake.go).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Insure and pay' }));
    await screen.findByRole('link', { name: 'Open the payment page' });
    expect(ctx.fake.go.mock.calls).toEqual([['/widget/insurance?policy=pol_new', { replace: true }]]);

    // the host's router gives the widget its new address: the form stays on the new policy's payment
    ctx.showQuery('?policy=pol_new');
    expect(stepTitle()).toBe('Step 6 of 6: Payment');
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', 'https://pay.jetkiz.test/checkout/c2');

    // a reload opens the address as it is now: the new policy, not the expired one
    cleanup();
    ctx.renderWidget({ query: '?policy=pol_new', framed: true });
    expect(await screen.findByRole('heading', { name: 'Policy: Awaiting payment' })).toBeInTheDocument();
    expect(screen.queryByText('The payment waiting time has expired')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', 'https://pay.jetkiz.test/checkout/c2');
  });

  it("says so for someone else's or a missing policy", async () => {
    ctx.renderWidget({ query: '?policy=someone-elses' });
    expect(await screen.findByText('There is no such policy among yours.')).toBeInTheDocument();
  });

  it('offers to try again when the policy could not be loaded', async () => {
    ctx.api.answer('GET', POLICY_PATH, { status: 503 }, { status: 200, body: policyOf({ status: 'issued', number: 'KZ-1' }) });
    ctx.renderWidget({ query: QUERY });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('KZ-1')).toBeInTheDocument();
  });
});
