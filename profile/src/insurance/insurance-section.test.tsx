import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClientFor, loadTestTexts, seriousAxeViolations, setUpMockedApiTest } from '../testing';
import { InsuranceSection } from './insurance-section';
import { InsuranceStore } from './insurance-store';
import { aPolicy } from './insurance-test-fixtures';

const ctx = setUpMockedApiTest();

const openDocument = jest.fn<Promise<boolean>, [string]>();

async function openInsurance(language: 'en' | 'ru' | 'kk' = 'en') {
  openDocument.mockReset().mockResolvedValue(true);
  const store = new InsuranceStore(apiClientFor(ctx.server), openDocument);
  render(
    <MemoryRouter>
      <InsuranceSection store={store} language={language} />
    </MemoryRouter>,
  );
  await waitFor(() => expect(['ready', 'failed']).toContain(store.list.state));
  return store;
}

describe("the profile's 'My insurance'", () => {
  it('lists the policies with status, number, price, the deal and the printable document', async () => {
    ctx.server.answer('GET', '/me/insurance', {
      status: 200,
      body: {
        policies: [
          aPolicy(),
          aPolicy({
            id: 'pol_second',
            number: null,
            status: 'awaiting_payment',
            parcel_trip_bind_id: 32,
            document_url: null,
            price: 1_030_000,
            cost: 1_000_000,
            commission: 30_000,
          }),
          aPolicy({
            id: 'pol_third',
            status: 'cancelled',
            document_url: null,
            refund: { amount: 150_000, status: 'refunded', due_by: '2026-12-18', refunded_at: '2026-12-17T06:00:00.000Z' },
          }),
        ],
      },
    });
    await openInsurance();
    const cards = within(screen.getByRole('list', { name: 'My insurance' })).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const [issued, awaiting, cancelled] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(issued).getByRole('heading', { name: 'Policy KZ-2026-000417' })).toBeInTheDocument();
    expect(within(issued).getByText('Issued')).toBeInTheDocument();
    expect(within(issued).getByText(`51,500 ₸`)).toBeInTheDocument();
    expect(within(issued).getByRole('link', { name: 'The deal' })).toHaveAttribute('href', '/deals/31');
    await userEvent.click(within(issued).getByRole('button', { name: 'Open the policy to print' }));
    expect(openDocument).toHaveBeenCalledWith('https://api.jetkiz.test/insurance/pol_7Hq2kLm9Xv3Rt8Wz/document');
    expect(within(awaiting).getByRole('heading', { name: 'Policy without a number yet' })).toBeInTheDocument();
    expect(within(awaiting).getByText('Awaiting payment')).toBeInTheDocument();
    expect(within(awaiting).getByRole('link', { name: 'The deal' })).toHaveAttribute('href', '/deals/32');
    expect(within(awaiting).queryByRole('button', { name: 'Open the policy to print' })).not.toBeInTheDocument();
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByText(`1,500 ₸ · returned`)).toBeInTheDocument();
    expect(within(cancelled).getByText('The insurance price was refunded on December 17, 2026.')).toBeInTheDocument();
    expect(within(issued).queryByText(/insurance price (will be|was) refunded/)).not.toBeInTheDocument();
  });

  it('tells by when the price of a cancelled policy will be refunded', async () => {
    const refund = { amount: 150_000, status: 'due', due_by: '2026-12-18', refunded_at: null } as const;
    ctx.server.answer('GET', '/me/insurance', {
      status: 200,
      body: { policies: [aPolicy({ status: 'cancelled', document_url: null, refund })] },
    });
    await openInsurance();
    expect(screen.getByText('The insurance price will be refunded by December 18, 2026.')).toBeInTheDocument();
  });

  it('has no serious axe violations', async () => {
    ctx.server.answer('GET', '/me/insurance', {
      status: 200,
      body: { policies: [aPolicy(), aPolicy({ id: 'p2', status: 'payment_failed' })] },
    });
    await openInsurance();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says so beside the policy when its document could not be opened', async () => {
    ctx.server.answer('GET', '/me/insurance', { status: 200, body: { policies: [aPolicy()] } });
    await openInsurance();
    openDocument.mockResolvedValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Open the policy to print' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, try again');
  });

  it('says when there are no policies yet', async () => {
    ctx.server.answer('GET', '/me/insurance', { status: 200, body: { policies: [] } });
    await openInsurance();
    expect(screen.getByText('No policies yet')).toBeInTheDocument();
  });

  it('offers to try again when the list could not be loaded', async () => {
    ctx.server.answer('GET', '/me/insurance', { status: 503 }, { status: 200, body: { policies: [aPolicy()] } });
    await openInsurance();
    expect(screen.getByRole('alert')).toHaveTextContent('Your policies could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Policy KZ-2026-000417' })).toBeInTheDocument();
  });

  it.each([
    ['ru', 'Моя страховка', 'Оформлен'],
    ['kk', 'Менің сақтандыруым', 'Рәсімделді'],
  ] as const)('speaks %s', async (language, title, status) => {
    await loadTestTexts(language);
    ctx.server.answer('GET', '/me/insurance', { status: 200, body: { policies: [aPolicy()] } });
    await openInsurance(language);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(status)).toBeInTheDocument();
  });
});
