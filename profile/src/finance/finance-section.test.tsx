import type { FinanceTransaction, PayoutCardState } from '@jetkiz/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BUSY_FOR_30_SECONDS, aFinance, apiClientFor, loadTestTexts, seriousAxeViolations, setUpMockedApiTest } from '../testing';
import type { Responder } from '../testing';
import { FinanceSection } from './finance-section';
import { FinanceStore, tengeAmountOf } from './finance-store';
import { PayoutCardStore } from './payout-card-store';

const ctx = setUpMockedApiTest();
const NBSP = '\u00a0';

const aTransaction = (overrides: Partial<FinanceTransaction> = {}): FinanceTransaction => ({
  id: 't-1',
  kind: 'release',
  amount: 1_000_000,
  currency: 'KZT',
  bind_id: 31,
  created_at: '2026-12-06T09:05:00.000Z',
  ...overrides,
});

const SAVED_CARD: PayoutCardState = { saved: true, card: { masked_pan: '440043******1234', brand: 'VISA' } };

type CardAnswers = Responder<'GET', '/me/payout-card'>[];

/**
 * The finance page with the card `GET /me/payout-card` answers (or its answers in turn); `left` has the pages the
 * browser left for.
 */
async function openFinance(card: PayoutCardState | CardAnswers = SAVED_CARD) {
  ctx.server.answer('GET', '/me/payout-card', ...(Array.isArray(card) ? card : [{ status: 200 as const, body: card }]));
  const left: string[] = [];
  const api = apiClientFor(ctx.server);
  const store = new FinanceStore(api);
  const payoutCard = new PayoutCardStore(api, (url) => left.push(url));
  render(
    <MemoryRouter>
      <FinanceSection store={store} payoutCard={payoutCard} language="en" timeZone="Etc/GMT-5" />
    </MemoryRouter>,
  );
  await waitFor(() => expect(store.state).not.toBe('loading'));
  return { store, left };
}

const queries = () => ctx.server.callsTo('GET', '/me/finance').map((call) => Object.fromEntries(call.query.entries()));

describe('tengeAmountOf', () => {
  it('reads tenge as people type them, into tiyn', () => {
    expect(tengeAmountOf('5 000')).toBe(500_000);
    expect(tengeAmountOf(`12${NBSP}500`)).toBe(1_250_000);
    expect(tengeAmountOf('5000,5')).toBe(500_050);
    expect(tengeAmountOf('5000.25')).toBe(500_025);
    expect(tengeAmountOf('  ')).toBeUndefined();
    expect(tengeAmountOf('5 000 ₸')).toBeNaN();
    expect(tengeAmountOf('1.234')).toBeNaN();
    expect(tengeAmountOf('-5')).toBeNaN();
  });
});

describe('the finance section', () => {
  it('explains what is held only when something is', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance({ balance: 1_000_000 }) });
    await openFinance();
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent('Your payments held by the service0 ₸');
    expect(within(balance).queryByText(/Rewards you paid stay with the service/)).not.toBeInTheDocument();
  });

  it('shows the balance, what is held, pending payouts and the transactions, in tenge', async () => {
    ctx.server.answer('GET', '/me/finance', {
      status: 200,
      body: aFinance({
        balance: 1_000_000,
        held_as_sender: 1_250_000,
        pending_payouts: 246_913,
        total: 2,
        transactions: [aTransaction(), aTransaction({ id: 't-2', kind: 'payout', amount: -500_000, bind_id: null })],
      }),
    });
    await openFinance();
    expect(screen.getByRole('heading', { level: 1, name: 'Finance' })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent('10,000 ₸');
    expect(balance).toHaveTextContent('Your payments held by the service12,500 ₸');
    expect(balance).toHaveTextContent('Payouts on their way to your card2,469.13 ₸');
    expect(
      within(balance).getByText(/^Rewards you paid stay with the service until delivery; courier fees and insurance prices/),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Reward released+10,000 ₸December 6, 2026, 2:05 PM');
    expect(within(items[0]).getByRole('link', { name: 'Open the deal' })).toHaveAttribute('href', '/deals/31');
    expect(items[1]).toHaveTextContent('Payout-5,000 ₸');
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(queries()).toEqual([{ page: '1', per_page: '20' }]);
    expect(screen.queryByRole('navigation', { name: 'Pages of transactions' })).not.toBeInTheDocument();
  });

  /** A feature paid by card beside the deal: its payment's and its refund's kinds and their names per language. */
  const PAID_BY_CARD = [
    {
      payment: 'courier_fee',
      refund: 'courier_refund',
      en: ['Courier payment', 'Courier payment refund'],
      ru: ['Оплата курьера', 'Возврат оплаты курьера'],
      kk: ['Курьер төлемі', 'Курьер төлемін қайтару'],
    },
    {
      payment: 'insurance_premium',
      refund: 'insurance_refund',
      en: ['Insurance payment', 'Insurance payment refund'],
      ru: ['Оплата страховки', 'Возврат оплаты страховки'],
      kk: ['Сақтандыру төлемі', 'Сақтандыру төлемін қайтару'],
    },
  ] as const;

  it.each(PAID_BY_CARD)('names $payment and $refund, and filters by the payment', async ({ payment, refund, en }) => {
    ctx.server.answer('GET', '/me/finance', {
      status: 200,
      body: aFinance({
        total: 2,
        transactions: [
          aTransaction({ id: 't-3', kind: refund, amount: 150_000 }),
          aTransaction({ id: 't-4', kind: payment, amount: -200_000 }),
        ],
      }),
    });
    await openFinance();
    const items = within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`${en[1]}+1,500 ₸`);
    expect(items[1]).toHaveTextContent(`${en[0]}-2,000 ₸`);
    expect(within(items[1]).getByRole('link', { name: 'Open the deal' })).toHaveAttribute('href', '/deals/31');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), en[0]);
    await waitFor(() => expect(queries().at(-1)).toEqual({ kind: payment, page: '1', per_page: '20' }));
  });

  it.each(PAID_BY_CARD)('names $payment and $refund in Russian and Kazakh', async ({ payment, refund, ru, kk }) => {
    const transactions = [aTransaction({ kind: payment, amount: -200_000 }), aTransaction({ id: 't-2', kind: refund })];
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance({ total: 2, transactions }) });
    for (const [language, [paid, refunded]] of [
      ['ru', ru],
      ['kk', kk],
    ] as const) {
      await loadTestTexts(language);
      const { unmount } = render(
        <MemoryRouter>
          <FinanceSection
            store={new FinanceStore(apiClientFor(ctx.server))}
            payoutCard={new PayoutCardStore(apiClientFor(ctx.server))}
            language={language}
          />
        </MemoryRouter>,
      );
      const list = await screen.findByRole('list');
      const [first, second] = within(list).getAllByRole('listitem');
      expect(first).toHaveTextContent(paid);
      expect(second).toHaveTextContent(refunded);
      unmount();
    }
  });

  it('formats the amounts per locale', async () => {
    await loadTestTexts('ru');
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance({ balance: 1_250_000 }) });
    const store = new FinanceStore(apiClientFor(ctx.server));
    render(
      <MemoryRouter>
        <FinanceSection store={store} payoutCard={new PayoutCardStore(apiClientFor(ctx.server))} language="ru" />
      </MemoryRouter>,
    );
    const balance = await screen.findByRole('region', { name: 'Баланс' });
    expect(within(balance).getByText(`12${NBSP}500${NBSP}₸`, { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Финансы' })).toBeInTheDocument();
  });

  it('filters the transactions by kind and dates, from the first page, and clears the filters', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance({ total: 45, transactions: [aTransaction()] }) });
    const { store } = await openFinance();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: '2', per_page: '20' }));

    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance({ total: 0 }) });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Refund');
    await waitFor(() => expect(queries().at(-1)).toEqual({ kind: 'refund', page: '1', per_page: '20' }));
    expect(await screen.findByText('No transactions match the filters')).toBeInTheDocument();

    const from = screen.getByLabelText('From');
    await userEvent.type(from, '2026-12-01');
    await waitFor(() => expect(queries().at(-1)).toEqual({ kind: 'refund', from: '2026-12-01', page: '1', per_page: '20' }));
    await userEvent.type(screen.getByLabelText('To'), '2026-12-31');
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({ kind: 'refund', from: '2026-12-01', to: '2026-12-31', page: '1', per_page: '20' }),
    );
    expect(screen.getByLabelText('To')).toHaveAttribute('min', '2026-12-01');

    await userEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: '1', per_page: '20' }));
    expect(store.filtered).toBe(false);
  });

  it('pages through the transactions', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance({ total: 45, transactions: [aTransaction()] }) });
    await openFinance();
    const pages = screen.getByRole('navigation', { name: 'Pages of transactions' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(pages).toHaveTextContent('Page 3 of 3');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(queries().map((query) => query.page)).toEqual(['1', '2', '3']));
  });

  it('pays out the amount typed with spaces, after asking, in tiyn', async () => {
    ctx.server.answer(
      'GET',
      '/me/finance',
      { status: 200, body: aFinance() },
      { status: 200, body: aFinance({ balance: 500_000, pending_payouts: 500_000 }) },
    );
    ctx.server.answer('POST', '/me/payouts', {
      status: 201,
      body: { id: 'po-1', status: 'processing', amount: 500_000, currency: 'KZT', created_at: '2026-12-06T10:00:00.000Z' },
    });
    await openFinance();
    const amount = screen.getByRole('textbox', { name: /Amount, ₸/ });
    await userEvent.type(amount, '5 000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay out' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Pay out to your card?');
    expect(dialog).toHaveTextContent('5,000 ₸ will be sent from your balance to your card.');
    expect(ctx.server.callsTo('POST', '/me/payouts')).toHaveLength(0);

    const held = ctx.server.hold('POST', '/me/payouts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, pay out' }));
    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sending…' }));
    held.release();
    expect(await screen.findByText('The payout of 5,000 ₸ is on its way to your card.')).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/me/payouts').map((call) => call.body)).toEqual([{ amount: 500_000 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('5,000 ₸'));
    expect(amount).toHaveValue('');
  });

  it('checks the amount by the contracts rules before asking', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    await openFinance();
    const amount = screen.getByRole('textbox', { name: /Amount, ₸/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await userEvent.type(amount, 'five');
    expect(screen.getByText('Digits only')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '0,5');
    expect(screen.getByText('The value is too small')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay out' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ctx.server.callsTo('POST', '/me/payouts')).toHaveLength(0);
  });

  it("shows the server's 422 under the field and keeps the typed amount", async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    ctx.server.answer('POST', '/me/payouts', {
      status: 422,
      body: { error_type: 'validation', error_message: 'Too much', validation_errors: { amount: ['invalidMaxValue'] } },
    });
    await openFinance();
    const amount = screen.getByRole('textbox', { name: /Amount, ₸/ });
    await userEvent.type(amount, '20 000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay out' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, pay out' }));
    expect(await screen.findByText('The value is too large')).toBeInTheDocument();
    expect(amount).toHaveValue('20 000');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why a payout could not be sent', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    ctx.server.answer('POST', '/me/payouts', { status: 502, body: {} });
    await openFinance();
    await userEvent.type(screen.getByRole('textbox', { name: /Amount, ₸/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Pay out' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, pay out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(screen.getByRole('button', { name: 'Pay out' })).toBeEnabled();
  });

  it('shows the error state and loads again on retry', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 503, body: {} }, { status: 200, body: aFinance() });
    await openFinance();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your finance');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Balance' })).toBeInTheDocument();
  });

  it.each(['ru', 'kk'] as const)('says in %s when to try again after a busy 503 with Retry-After: 30', async (language) => {
    await loadTestTexts(language);
    ctx.server.answer('GET', '/me/finance', BUSY_FOR_30_SECONDS.answer, { status: 200, body: aFinance() });
    const { store } = await openFinance();
    expect(screen.getByRole('alert')).toHaveTextContent(BUSY_FOR_30_SECONDS.said[language]);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button'));
    await waitFor(() => expect(store.state).toBe('ready'));
    expect(store.loadFailure).toBeNull();
  });
});

describe('the payout card', () => {
  const cardPart = () => screen.getByRole('region', { name: 'Card for payouts' });

  it("shows the saved card as the provider masks it, and offers to change it on the provider's page", async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    await openFinance();
    await waitFor(() => expect(cardPart()).toHaveTextContent('CardVISA 440043******1234'));
    expect(within(cardPart()).getByRole('button', { name: 'Change the card' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay out' })).not.toHaveAccessibleDescription();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it("without one, says a payout needs it, and Add leaves for the provider's card page in this tab, once", async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    ctx.server.answer('POST', '/me/payout-card/binding', { status: 200, body: { binding_url: 'https://pay.test/customers/c1/checkout' } });
    const { left } = await openFinance({ saved: false });
    const add = await within(cardPart()).findByRole('button', { name: 'Add a card for payouts' });
    expect(cardPart()).toHaveTextContent(
      "No card yet. Add the card you want your payouts on: it is entered on the payment provider's page.",
    );
    expect(screen.getByRole('button', { name: 'Pay out' })).toHaveAccessibleDescription(
      'Add a card for payouts first: payouts are sent to it.',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    const held = ctx.server.hold('POST', '/me/payout-card/binding');
    await userEvent.click(add);
    const leaving = within(cardPart()).getByRole('button', { name: 'Opening the card page…' });
    expect(leaving).toBeDisabled();
    await userEvent.click(leaving);
    held.release();
    await waitFor(() => expect(left).toEqual(['https://pay.test/customers/c1/checkout']));
    expect(ctx.server.callsTo('POST', '/me/payout-card/binding')).toHaveLength(1);
    expect(within(cardPart()).getByRole('button', { name: 'Opening the card page…' })).toBeDisabled();
  });

  it('says why the card page could not be opened, and lets the user try again', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    ctx.server.answer('POST', '/me/payout-card/binding', { status: 503, body: { error_type: 'server_error', error_message: 'down' } });
    const { left } = await openFinance({ saved: false });
    await userEvent.click(await within(cardPart()).findByRole('button', { name: 'Add a card for payouts' }));
    expect(await within(cardPart()).findByText(/.+/, { selector: '[role="alert"], [role="alert"] *' })).toBeInTheDocument();
    expect(within(cardPart()).getByRole('button', { name: 'Add a card for payouts' })).toBeEnabled();
    expect(left).toEqual([]);
  });

  it('says the card could not be loaded, without calling it missing, and Try again loads it', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    await openFinance([
      { status: 503, body: {} },
      { status: 200, body: SAVED_CARD },
    ]);
    const failed = await within(cardPart()).findByRole('alert');
    expect(failed).toHaveTextContent('Could not load the card');
    expect(within(cardPart()).queryByRole('button', { name: /card/ })).not.toBeInTheDocument();
    // Unknown is not missing: the payout is not described as needing a card.
    expect(screen.getByRole('button', { name: 'Pay out' })).not.toHaveAccessibleDescription();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await userEvent.click(within(cardPart()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardPart()).toHaveTextContent('CardVISA 440043******1234'));
    expect(within(cardPart()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(cardPart()).getByRole('button', { name: 'Change the card' })).toBeEnabled();
    expect(ctx.server.callsTo('GET', '/me/payout-card')).toHaveLength(2);
    expect(ctx.server.callsTo('GET', '/me/finance')).toHaveLength(1);
  });

  it('says when to try again after a busy 503 with Retry-After', async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    await openFinance([BUSY_FOR_30_SECONDS.answer, { status: 200, body: { saved: false } }]);
    expect(await within(cardPart()).findByRole('alert')).toHaveTextContent(/30 seconds/);
    await userEvent.click(within(cardPart()).getByRole('button', { name: 'Try again' }));
    expect(await within(cardPart()).findByRole('button', { name: 'Add a card for payouts' })).toBeEnabled();
  });

  it("shows the server's payoutCardMissing under the amount", async () => {
    ctx.server.answer('GET', '/me/finance', { status: 200, body: aFinance() });
    ctx.server.answer('POST', '/me/payouts', {
      status: 422,
      body: { error_type: 'validation', error_message: 'No card', validation_errors: { amount: ['payoutCardMissing'] } },
    });
    await openFinance({ saved: false });
    await userEvent.type(screen.getByRole('textbox', { name: /Amount, ₸/ }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Pay out' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, pay out' }));
    expect(
      await screen.findByText("Add a card for payouts first: the money is sent to the card you save on the payment provider's page"),
    ).toBeInTheDocument();
  });
});
