import type { DealStatus, LanguageCode } from '@jetkiz/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { siteLinks } from '../locale';
import { aDeal, apiClientFor, loadTestTexts, setUpMockedApiTest } from '../testing';
import { DealInsurance } from './deal-insurance';
import { InsuranceStore } from './insurance-store';
import { aPolicy } from './insurance-test-fixtures';

const ctx = setUpMockedApiTest();
const links = siteLinks('https://jetkiz.kz', 'kz');

const openDocument = jest.fn<Promise<boolean>, [string]>();

async function showDealInsurance(deal = aDeal({ status: 'paid' }), language: LanguageCode = 'en') {
  openDocument.mockReset().mockResolvedValue(true);
  const store = new InsuranceStore(apiClientFor(ctx.server), openDocument);
  render(
    <DealInsurance
      deal={deal}
      store={store}
      language={language}
      insuranceUrl={links.insurance}
      timeZone="Asia/Almaty"
      pollMs={20}
      maxPolls={5}
    />,
  );
  if (deal.role === 'sender') await waitFor(() => expect(['ready', 'failed']).toContain(store.list.state));
  return store;
}

describe("the deal page's insurance", () => {
  it("offers the sender of a paid deal to insure the parcel on the site's widget", async () => {
    ctx.server.answer('GET', '/me/insurance', { status: 200, body: { policies: [aPolicy({ parcel_trip_bind_id: 99 })] } });
    await showDealInsurance();
    expect(screen.getByRole('link', { name: 'Insure this parcel' })).toHaveAttribute(
      'href',
      'https://jetkiz.kz/kz/widget/insurance?bind=31',
    );
  });

  it.each<DealStatus>(['accepted', 'picked_up', 'delivered', 'completed', 'cancelled'])(
    'offers nothing for a %s deal without a policy',
    async (status) => {
      ctx.server.answer('GET', '/me/insurance', { status: 200, body: { policies: [] } });
      await showDealInsurance(aDeal({ status }));
      expect(screen.queryByRole('link', { name: 'Insure this parcel' })).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Insurance' })).not.toBeInTheDocument();
    },
  );

  it('offers nothing to the traveler and does not ask for policies', async () => {
    await showDealInsurance(aDeal({ status: 'paid', role: 'traveler' }));
    expect(screen.queryByRole('link', { name: 'Insure this parcel' })).not.toBeInTheDocument();
    expect(ctx.server.callsTo('GET', '/me/insurance')).toHaveLength(0);
  });

  it("shows the deal's policy with its document instead of the offer", async () => {
    ctx.server.answer('GET', '/me/insurance', { status: 200, body: { policies: [aPolicy()] } });
    await showDealInsurance(aDeal({ status: 'picked_up' }));
    expect(screen.getByText('Policy KZ-2026-000417')).toBeInTheDocument();
    expect(screen.getByText('Issued')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open the policy to print' }));
    expect(openDocument).toHaveBeenCalledWith('https://api.jetkiz.test/insurance/pol_7Hq2kLm9Xv3Rt8Wz/document');
    expect(screen.queryByRole('link', { name: 'Insure this parcel' })).not.toBeInTheDocument();
  });

  it('leads an unpaid policy back to its payment', async () => {
    ctx.server.answer('GET', '/me/insurance', {
      status: 200,
      body: { policies: [aPolicy({ status: 'payment_failed', number: null, document_url: null })] },
    });
    await showDealInsurance();
    expect(screen.getByRole('link', { name: 'Go to the payment' })).toHaveAttribute(
      'href',
      'https://jetkiz.kz/kz/widget/insurance?policy=pol_7Hq2kLm9Xv3Rt8Wz',
    );
    expect(screen.queryByRole('link', { name: 'Insure this parcel' })).not.toBeInTheDocument();
  });

  it('says the payment waiting time expired for a policy cancelled by it, and offers to insure the parcel again', async () => {
    ctx.server.answer('GET', '/me/insurance', {
      status: 200,
      body: { policies: [aPolicy({ status: 'cancelled', cancel_reason: 'payment_timeout', number: null, document_url: null })] },
    });
    await showDealInsurance();
    expect(screen.getByText('The payment waiting time has expired')).toBeInTheDocument();
    expect(screen.queryByText('Cancelled')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the payment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Insure this parcel' })).toHaveAttribute(
      'href',
      'https://jetkiz.kz/kz/widget/insurance?bind=31',
    );
  });

  it('back from the checkout, asks about the policy until its payment is settled', async () => {
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const awaiting = aPolicy({ status: 'awaiting_payment', number: null, document_url: null });
    ctx.server.answer('GET', '/me/insurance', { status: 200, body: { policies: [awaiting] } }, async () => {
      await settled;
      return { status: 200, body: { policies: [aPolicy()] } };
    });
    await showDealInsurance();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    settle();
    expect(await screen.findByText('Issued')).toBeInTheDocument();
    const asked = ctx.server.callsTo('GET', '/me/insurance').length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // settled: no more asking
    expect(ctx.server.callsTo('GET', '/me/insurance')).toHaveLength(asked);
  });

  it('offers a new policy after a refused one while the deal is still paid', async () => {
    ctx.server.answer('GET', '/me/insurance', {
      status: 200,
      body: { policies: [aPolicy({ status: 'refused', number: null, document_url: null })] },
    });
    await showDealInsurance();
    expect(screen.getByText('Refused')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Insure this parcel' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'The insurance price will be refunded by December 18, 2026.', 'The insurance price was refunded on December 17, 2026.'],
    ['ru', 'До 18 декабря 2026 г. цена страховки будет возвращена.', '17 декабря 2026 г. цена страховки возвращена.'],
    ['kk', 'Сақтандыру бағасы 2026 ж. 18 желтоқсан дейін қайтарылады.', 'Сақтандыру бағасы 2026 ж. 17 желтоқсан қайтарылды.'],
  ] as const)(
    'tells in %s by when the premium of a policy cancelled with its deal is refunded, then the day it was',
    async (language, due, done) => {
      await loadTestTexts(language);
      const cancelled = (refund: ReturnType<typeof aPolicy>['refund']) => aPolicy({ status: 'cancelled', document_url: null, refund });
      const refund = { amount: 150_000, due_by: '2026-12-18' } as const;
      ctx.server.answer(
        'GET',
        '/me/insurance',
        { status: 200, body: { policies: [cancelled({ ...refund, status: 'due', refunded_at: null })] } },
        // 23:30 UTC is already the next day in Almaty
        { status: 200, body: { policies: [cancelled({ ...refund, status: 'refunded', refunded_at: '2026-12-16T23:30:00.000Z' })] } },
      );
      const store = await showDealInsurance(aDeal({ status: 'cancelled' }), language);
      expect(screen.getByText(due)).toBeInTheDocument();
      await act(() => store.load());
      expect(screen.getByText(done)).toBeInTheDocument();
      expect(screen.queryByText(due)).not.toBeInTheDocument();
    },
  );

  it('tells no refund date for a policy with nothing to refund', async () => {
    ctx.server.answer('GET', '/me/insurance', {
      status: 200,
      body: { policies: [aPolicy({ status: 'cancelled', document_url: null, refund: null })] },
    });
    await showDealInsurance(aDeal({ status: 'cancelled' }));
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/insurance price (will be|was) refunded/)).not.toBeInTheDocument();
  });
});
