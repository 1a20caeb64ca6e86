import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BUSY_FOR_30_SECONDS, aDeal, apiClientFor, cityName, loadTestTexts, setUpMockedApiTest } from '../testing';
import { DealSection, type DealSectionProps } from './deal-section';
import { DealStore } from './deal-store';

const ctx = setUpMockedApiTest();
const DEAL = '/binds/31';
const CHECKOUT = 'https://pay.jetkiz.test/checkout/p-1';

async function openDeal(props: Partial<DealSectionProps> = {}) {
  const leave = jest.fn<void, [string]>();
  const store = new DealStore(apiClientFor(ctx.server), 31, leave);
  render(
    <MemoryRouter>
      <DealSection store={store} language="en" cityName={cityName} verified timeZone="Etc/GMT-5" pollMs={5} maxPolls={3} {...props} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(store.state).not.toBe('loading'));
  return { store, leave };
}

const dialog = () => screen.getByRole('dialog');

describe('the deal page', () => {
  it('shows the sender the parcel, the trip, the traveler, the money and the timeline with times', async () => {
    ctx.server.answer('GET', DEAL, {
      status: 200,
      body: aDeal({ parcel: { ...aDeal().parcel, images: [{ id: 'i1', url: 'https://cdn.jetkiz.test/i1.jpg' }] } }),
    });
    await openDeal();
    expect(screen.getByRole('heading', { level: 1, name: 'Deal: Almaty → Astana' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    const parcel = screen.getByRole('region', { name: 'Parcel' });
    expect(parcel).toHaveTextContent('Parcel M, 1–3 kg');
    expect(parcel).toHaveTextContent('December 10, 2026');
    expect(parcel).toHaveTextContent('A box of books');
    const photo = await within(parcel).findByRole('button', { name: 'Photo 1 of 1 of the parcel' });
    expect(within(photo).getByRole('img')).toHaveAttribute('src', 'https://cdn.jetkiz.test/i1.jpg');
    expect(screen.getByRole('region', { name: 'Trip' })).toHaveTextContent('December 5, 2026');
    const traveler = screen.getByRole('region', { name: 'Traveler' });
    expect(traveler).toHaveTextContent('Yerlan');
    expect(traveler).toHaveTextContent('★ 4.8 (12 reviews)');
    expect(traveler).toHaveTextContent('verified');
    expect(traveler).toHaveTextContent('The phone number is shown once the deal is paid.');
    const money = screen.getByRole('region', { name: 'Money' });
    expect(money).toHaveTextContent('12,500 ₸');
    expect(money).not.toHaveTextContent('commission');
    const timeline = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      'Request sentNovember 20, 2026, 3:00 PM',
      'Request acceptedNovember 20, 2026, 4:30 PM',
    ]);
    expect(document.title).toBe('Deal — Jetkiz');
  });

  it("opens the parcel's photos in the viewer from their thumbnails", async () => {
    const images = [
      { id: 'i1', url: 'https://cdn.jetkiz.test/i1.jpg' },
      { id: 'i2', url: 'https://cdn.jetkiz.test/i2.jpg' },
    ];
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal({ role: 'traveler', parcel: { ...aDeal().parcel, images } }) });
    await openDeal();
    const parcel = screen.getByRole('region', { name: 'Parcel' });
    const thumbnail = await within(parcel).findByRole('button', { name: 'Photo 2 of 2 of the parcel' });
    await userEvent.click(thumbnail);
    const viewer = await screen.findByRole('dialog', { name: 'Photos of the parcel' });
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of 2 of the parcel' })).toHaveAttribute('src', images[1]!.url);
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByRole('img', { name: 'Photo 1 of 2 of the parcel' })).toHaveAttribute('src', images[0]!.url);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the traveler the commission and what they get', async () => {
    ctx.server.answer('GET', DEAL, {
      status: 200,
      body: aDeal({
        role: 'traveler',
        status: 'paid',
        next_actions: ['pick_up', 'cancel'],
        other_party: { ...aDeal().other_party, first_name: 'Aigerim', phone_number: '77011234567' },
      }),
    });
    await openDeal();
    const money = screen.getByRole('region', { name: 'Money' });
    expect(money).toHaveTextContent('Reward12,500 ₸');
    expect(money).toHaveTextContent('Service commission (20%)2,500 ₸');
    expect(money).toHaveTextContent('You receive10,000 ₸');
    const sender = screen.getByRole('region', { name: 'Sender' });
    expect(within(sender).getByRole('link', { name: '+7 (701) 123-45-67' })).toHaveAttribute('href', 'tel:+77011234567');
    expect(screen.queryByRole('region', { name: 'Delivery code' })).not.toBeInTheDocument();
  });

  it('pays after asking: the checkout opens in this tab, and the button cannot be pressed twice', async () => {
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal() });
    ctx.server.answer('POST', '/binds/31/payment', {
      status: 201,
      body: { payment_id: 'p-1', status: 'pending', amount: 1_250_000, currency: 'KZT', checkout_url: CHECKOUT },
    });
    const { leave } = await openDeal();
    await userEvent.click(screen.getByRole('button', { name: 'Pay 12,500\u00a0₸' }));
    expect(ctx.server.callsTo('POST', '/binds/31/payment')).toHaveLength(0);
    expect(dialog()).toHaveAccessibleName('Pay the reward?');
    expect(dialog()).toHaveTextContent('12,500 ₸ is held by the service until the parcel is delivered.');
    expect(within(dialog()).getByRole('button', { name: 'No, go back' })).toHaveFocus();

    const held = ctx.server.hold('POST', '/binds/31/payment');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Go to payment' }));
    const busy = within(dialog()).getByRole('button', { name: 'Opening the payment page…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    const buttons = screen.getAllByRole('button', { name: 'Opening the payment page…', hidden: true });
    expect(buttons.filter((button) => !dialog().contains(button))[0]).toBeDisabled();
    await userEvent.click(busy);
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
    await act(async () => held.release());
    await act(() => new Promise((done) => setTimeout(done, 0)));
    expect(leave).toHaveBeenCalledWith(CHECKOUT);
    expect(ctx.server.callsTo('POST', '/binds/31/payment')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  });

  it('sends an unverified sender to verification first, and back to this deal', async () => {
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal() });
    await openDeal({ verified: false });
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByText(/To pay, pass identity verification first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pass verification' })).toHaveAttribute('href', '/verification?return_to=%2Fdeals%2F31');
  });

  it('still lets the API decide: a 403 verification_required leads to verification', async () => {
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal() });
    ctx.server.answer('POST', '/binds/31/payment', {
      status: 403,
      body: { error_type: 'verification_required', error_message: 'Identity verification is required.' },
    });
    const { leave } = await openDeal();
    await userEvent.click(screen.getByRole('button', { name: 'Pay 12,500\u00a0₸' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Go to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('To pay, pass identity verification first.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pass verification' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });

  it('back from the checkout, asks again until the provider has confirmed the payment, then shows the delivery code', async () => {
    const pending = { payment_id: 'p-1', status: 'pending', amount: 1_250_000, currency: 'KZT', checkout_url: CHECKOUT } as const;
    ctx.server.answer(
      'GET',
      DEAL,
      { status: 200, body: aDeal({ payment: pending }) },
      { status: 200, body: aDeal({ payment: pending }) },
      {
        status: 200,
        body: aDeal({
          status: 'paid',
          payment: { ...pending, status: 'held', checkout_url: null },
          delivery_code: '482913',
          next_actions: ['cancel'],
          other_party: { ...aDeal().other_party, phone_number: '77017654321' },
        }),
      },
    );
    await openDeal();
    expect(screen.getByText(/Waiting for the payment confirmation/)).toBeInTheDocument();
    const code = await screen.findByRole('region', { name: 'Delivery code' });
    expect(code).toHaveTextContent('482913');
    expect(code).toHaveTextContent('Give this code to the recipient');
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+7 (701) 765-43-21' })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for the payment confirmation/)).not.toBeInTheDocument();
    expect(ctx.server.callsTo('GET', DEAL)).toHaveLength(3);
  });

  it('stops asking after a while and lets the user check again', async () => {
    const pending = { payment_id: 'p-1', status: 'pending', amount: 1_250_000, currency: 'KZT', checkout_url: CHECKOUT } as const;
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal({ payment: pending }) });
    await openDeal();
    const check = await screen.findByRole('button', { name: 'Check again' });
    expect(screen.getByText(/The payment has not been confirmed yet/)).toBeInTheDocument();
    expect(ctx.server.callsTo('GET', DEAL)).toHaveLength(4);
    await userEvent.click(check);
    expect(ctx.server.callsTo('GET', DEAL).length).toBeGreaterThan(4);
  });

  it('marks the parcel picked up', async () => {
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal({ role: 'traveler', status: 'paid', next_actions: ['pick_up', 'cancel'] }) });
    ctx.server.answer('POST', '/binds/31/picked-up', {
      status: 200,
      body: aDeal({ role: 'traveler', status: 'picked_up', next_actions: ['deliver', 'cancel'] }),
    });
    await openDeal();
    await userEvent.click(screen.getByRole('button', { name: 'The parcel is with me' }));
    expect(await screen.findByText('Picked up')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Delivery code from the recipient' })).toBeInTheDocument();
  });

  describe('delivery with the code', () => {
    const pickedUp = (overrides = {}) =>
      aDeal({ role: 'traveler', status: 'picked_up', next_actions: ['deliver', 'cancel'], ...overrides });

    it('checks the code before asking, and says a wrong one under the field', async () => {
      ctx.server.answer('GET', DEAL, { status: 200, body: pickedUp() });
      ctx.server.answer('POST', '/binds/31/delivered', {
        status: 422,
        body: { error_type: 'validation', error_message: 'Invalid code', validation_errors: { delivery_code: ['invalidCode'] } },
      });
      await openDeal();
      const field = screen.getByRole('textbox', { name: 'Delivery code from the recipient' });
      await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('This field is required')).toBeInTheDocument();

      await userEvent.type(field, '12a34');
      expect(field).toHaveValue('1234');
      await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('Invalid code')).toBeInTheDocument();

      await userEvent.type(field, '5678');
      expect(field).toHaveValue('123456');
      await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
      expect(dialog()).toHaveAccessibleName('Delivered with the code 123456?');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, delivered' }));
      expect(await screen.findByText('Invalid code')).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveValue('123456');
      expect(ctx.server.callsTo('POST', '/binds/31/delivered').map((call) => call.body)).toEqual([{ delivery_code: '123456' }]);
    });

    it('completes the deal with the right code', async () => {
      ctx.server.answer('GET', DEAL, { status: 200, body: pickedUp() });
      ctx.server.answer('POST', '/binds/31/delivered', { status: 200, body: pickedUp({ status: 'completed', next_actions: [] }) });
      await openDeal();
      await userEvent.type(screen.getByRole('textbox', { name: 'Delivery code from the recipient' }), '482913');
      await userEvent.click(screen.getByRole('button', { name: 'Delivered' }));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, delivered' }));
      expect(await screen.findByText('Completed')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('There is nothing for you to do now.')).toBeInTheDocument();
    });

    it('after 5 wrong codes, leaves only delivery without a code (the sender confirms)', async () => {
      ctx.server.answer('GET', DEAL, { status: 200, body: pickedUp({ delivery_code_locked: true }) });
      ctx.server.answer('POST', '/binds/31/delivered', {
        status: 200,
        body: pickedUp({ status: 'delivered', next_actions: [], auto_complete_at: '2026-12-08T10:00:00.000Z' }),
      });
      await openDeal();
      expect(screen.queryByRole('textbox', { name: 'Delivery code from the recipient' })).not.toBeInTheDocument();
      expect(screen.getByText(/entered wrong 5 times/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Delivered without a code' }));
      expect(dialog()).toHaveAccessibleName('Delivered without a code?');
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, delivered' }));
      expect(await screen.findByText(/The deal completes by itself on December 8, 2026/)).toBeInTheDocument();
      expect(ctx.server.callsTo('POST', '/binds/31/delivered').map((call) => call.body)).toEqual([{}]);
    });
  });

  it('lets the sender confirm the delivery after asking; Escape closes the question while nothing is sent', async () => {
    const delivered = aDeal({
      status: 'delivered',
      next_actions: ['confirm', 'report_problem'],
      auto_complete_at: '2026-12-08T10:00:00.000Z',
    });
    ctx.server.answer('GET', DEAL, { status: 200, body: delivered });
    ctx.server.answer('POST', '/binds/31/confirm', { status: 200, body: aDeal({ status: 'completed', next_actions: [] }) });
    await openDeal();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the delivery' }));
    expect(dialog()).toHaveTextContent('the traveler receives 10,000 ₸');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/binds/31/confirm')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Confirm the delivery' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, release the reward' }));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/binds/31/confirm')).toHaveLength(1);
  });

  it('cancels a paid deal after asking and shows the refund due date, then the refund', async () => {
    const paid = aDeal({
      status: 'paid',
      payment: { payment_id: 'p-1', status: 'held', amount: 1_250_000, currency: 'KZT', checkout_url: null },
    });
    ctx.server.answer(
      'GET',
      DEAL,
      { status: 200, body: paid },
      { status: 200, body: { ...paid, status: 'cancelled', next_actions: [], refund_due_by: '2026-12-18' } },
    );
    ctx.server.answer('POST', '/binds/31/cancel', {
      status: 200,
      body: { id: 31, parcel_id: 11, trip_id: 21, status: 'cancelled', created_at: '2026-11-20T10:00:00.000Z' },
    });
    await openDeal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the deal' }));
    expect(dialog()).toHaveTextContent("The sender's payment of 12,500 ₸ is refunded in full within 3 working days.");
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('The payment will be refunded in full by December 18, 2026.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('says on which day the payment was refunded, from the timeline, in the time zone of the page', async () => {
    const refunded = aDeal({ status: 'refunded', refund_due_by: '2026-12-18', next_actions: [] });
    // 21:30 UTC on the 16th is already the 17th at UTC+5
    const timeline = [
      ...refunded.timeline,
      { event: 'cancelled' as const, at: '2026-12-15T09:00:00.000Z' },
      { event: 'refunded' as const, at: '2026-12-16T21:30:00.000Z' },
    ];
    ctx.server.answer('GET', DEAL, { status: 200, body: { ...refunded, timeline } });
    await openDeal();
    expect(screen.getByText('The payment was refunded on December 17, 2026.')).toBeInTheDocument();
    expect(screen.queryByText(/will be refunded/)).not.toBeInTheDocument();
  });

  // the Russian long date ends in 'г.', so the sentence must not end with it
  it.each([
    ['ru', 'До 18 декабря 2026 г. оплата будет возвращена полностью.'],
    ['kk', 'Төлем 2026 ж. 18 желтоқсан дейін толық қайтарылады.'],
    ['en', 'The payment will be refunded in full by December 18, 2026.'],
  ] as const)('says by when the refund is due in %s', async (language, refundDue) => {
    await loadTestTexts(language);
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal({ status: 'cancelled', refund_due_by: '2026-12-18', next_actions: [] }) });
    await openDeal({ language });
    expect(screen.getByText(refundDue)).toBeInTheDocument();
  });

  it.each([
    ['ru', '17 декабря 2026 г. оплата возвращена полностью.', 'Оплата возвращена (срок возврата — до 18 декабря 2026 г.).'],
    ['kk', 'Төлем 2026 ж. 17 желтоқсан қайтарылды.', 'Төлем қайтарылды (қайтару мерзімі — 2026 ж. 18 желтоқсан дейін).'],
  ] as const)('says the refund done and its date in %s', async (language, refundedOn, refundedDueBy) => {
    await loadTestTexts(language);
    const refunded = aDeal({ status: 'refunded', refund_due_by: '2026-12-18', next_actions: [] });
    ctx.server.answer(
      'GET',
      DEAL,
      {
        status: 200,
        body: { ...refunded, timeline: [...refunded.timeline, { event: 'refunded' as const, at: '2026-12-17T06:00:00.000Z' }] },
      },
      { status: 200, body: refunded },
    );
    const { store } = await openDeal({ language });
    expect(screen.getByText(refundedOn)).toBeInTheDocument();
    await act(() => store.load());
    expect(screen.getByText(refundedDueBy)).toBeInTheDocument();
  });

  it('keeps the due date of a refund done when the timeline does not say when', async () => {
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal({ status: 'refunded', refund_due_by: '2026-12-18', next_actions: [] }) });
    await openDeal();
    expect(screen.getByText('The payment has been refunded (the refund was due by December 18, 2026).')).toBeInTheDocument();
    expect(screen.queryByText(/will be refunded/)).not.toBeInTheDocument();
  });

  it('says a refund is done without a date when there is none', async () => {
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal({ status: 'refunded', refund_due_by: null, next_actions: [] }) });
    await openDeal();
    expect(screen.getByText('The payment has been refunded.')).toBeInTheDocument();
  });

  it('reports a problem with its text, checked by the contracts rule', async () => {
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal({ status: 'delivered', next_actions: ['confirm', 'report_problem'] }) });
    ctx.server.answer('POST', '/binds/31/problem', {
      status: 200,
      body: aDeal({ status: 'delivered', problem_reported: true, next_actions: [] }),
    });
    await openDeal();
    await userEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    const text = within(dialog()).getByRole('textbox', { name: /What happened/ });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(within(dialog()).getByText('This field is required')).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/binds/31/problem')).toHaveLength(0);
    await userEvent.type(text, '  The box arrived open.  ');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/A problem has been reported/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/binds/31/problem').map((call) => call.body)).toEqual([{ text: 'The box arrived open.' }]);
  });

  it('says the deal changed meanwhile (409) and shows where it stands now', async () => {
    ctx.server.answer(
      'GET',
      DEAL,
      { status: 200, body: aDeal({ role: 'traveler', status: 'paid', next_actions: ['pick_up', 'cancel'] }) },
      {
        status: 200,
        body: aDeal({ role: 'traveler', status: 'cancelled', next_actions: [], refund_due_by: '2026-12-18' }),
      },
    );
    ctx.server.answer('POST', '/binds/31/picked-up', { status: 409, body: { error_type: 'conflict', error_message: 'cancelled' } });
    await openDeal();
    await userEvent.click(screen.getByRole('button', { name: 'The parcel is with me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This deal has changed meanwhile; here is where it stands now.');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'The parcel is with me' })).not.toBeInTheDocument();
  });

  describe('a failed action says when to try again, as a failed load does', () => {
    it.each([
      ['ru', /^Оплатить/, 'Перейти к оплате'],
      ['kk', /төлеу$/, 'Төлемге өту'],
      ['en', /^Pay/, 'Go to payment'],
    ] as const)('in %s, after a busy 503 with Retry-After: 30 on paying', async (language, pay, go) => {
      await loadTestTexts(language);
      ctx.server.answer('GET', DEAL, { status: 200, body: aDeal() });
      ctx.server.answer('POST', '/binds/31/payment', BUSY_FOR_30_SECONDS.answer);
      const { leave } = await openDeal({ language });
      await userEvent.click(screen.getByRole('button', { name: pay }));
      await userEvent.click(within(dialog()).getByRole('button', { name: go }));
      expect(await screen.findByRole('alert')).toHaveTextContent(BUSY_FOR_30_SECONDS.said[language]);
      expect(screen.getByRole('button', { name: pay })).toBeEnabled();
      expect(leave).not.toHaveBeenCalled();
    });

    it('a 409 still says the deal changed, without seconds even with a Retry-After', async () => {
      ctx.server.answer('GET', DEAL, { status: 200, body: aDeal() });
      ctx.server.answer('POST', '/binds/31/payment', {
        status: 409,
        headers: { 'Retry-After': '30' },
        body: { error_type: 'conflict', error_message: 'changed' },
      });
      await openDeal();
      await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Go to payment' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^This deal has changed meanwhile; here is where it stands now\.$/);
    });

    it('a 422 still says its own text, without seconds', async () => {
      ctx.server.answer('GET', DEAL, { status: 200, body: aDeal() });
      ctx.server.answer('POST', '/binds/31/payment', {
        status: 422,
        headers: { 'Retry-After': '30' },
        body: { error_type: 'validation', error_message: 'Invalid', validation_errors: {} },
      });
      await openDeal();
      await userEvent.click(screen.getByRole('button', { name: /^Pay/ }));
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Go to payment' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Something went wrong$/);
    });
  });

  it('translates other failures and keeps the action', async () => {
    ctx.server.answer('GET', DEAL, { status: 200, body: aDeal({ status: 'delivered', next_actions: ['confirm'] }) });
    ctx.server.answer('POST', '/binds/31/confirm', { status: 500, body: {} });
    await openDeal();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the delivery' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, release the reward' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.getByRole('button', { name: 'Confirm the delivery' })).toBeEnabled();
  });

  it('is not found for a stranger, as for a deal that does not exist', async () => {
    ctx.server.answer('GET', DEAL, { status: 404, body: { error_type: 'not_found', error_message: 'Not found' } });
    await openDeal();
    expect(screen.getByRole('heading', { level: 1, name: 'Deal not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To your profile' })).toHaveAttribute('href', '/');
  });

  it.each(['ru', 'kk', 'en'] as const)('says in %s when to try again after a busy 503 with Retry-After: 30', async (language) => {
    await loadTestTexts(language);
    ctx.server.answer('GET', DEAL, BUSY_FOR_30_SECONDS.answer);
    await openDeal({ language });
    expect(screen.getByRole('alert')).toHaveTextContent(BUSY_FOR_30_SECONDS.said[language]);
  });

  it('says no seconds for a 503 without Retry-After', async () => {
    ctx.server.answer('GET', DEAL, { status: 503, body: {} });
    await openDeal();
    expect(within(screen.getByRole('alert')).getByText('Try again later')).toBeInTheDocument();
  });

  it('shows the error state and loads again on retry', async () => {
    ctx.server.answer('GET', DEAL, { status: 503, body: {} }, { status: 200, body: aDeal() });
    await openDeal();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the deal');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deal: Almaty → Astana' })).toBeInTheDocument();
  });
});
