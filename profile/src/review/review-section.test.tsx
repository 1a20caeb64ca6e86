import type { Deal, Review } from '@jetkiz/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DealStore } from '../deal';
import { aDeal, apiClientFor, seriousAxeViolations, setUpMockedApiTest } from '../testing';
import { ReviewSection } from './review-section';
import { ReviewStore } from './review-store';

const ctx = setUpMockedApiTest();
const REVIEW = '/binds/31/review';
const VISIBLE_AT = '2026-12-20T10:00:00.000Z';

const completed = (review: Partial<Deal['review']> = {}) =>
  aDeal({
    status: 'completed',
    next_actions: [],
    review: { can_review: true, mine: null, theirs: null, visible_at: VISIBLE_AT, ...review },
  });

const Page = observer(function Page({ deals }: { deals: DealStore }) {
  const [store] = useState(() => new ReviewStore(apiClientFor(ctx.server), deals.bindId, () => deals.load()));
  return deals.deal ? <ReviewSection deal={deals.deal} store={store} language="en" /> : null;
});

async function openReview(...deals: Deal[]) {
  ctx.server.answer('GET', '/binds/31', ...deals.map((deal) => ({ status: 200 as const, body: deal })));
  const store = new DealStore(apiClientFor(ctx.server), 31);
  await store.load();
  render(<Page deals={store} />);
  return store;
}

const form = () => screen.getByRole('region', { name: 'Reviews' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Leave the review' }));

const theirReview: Review = {
  id: 'r-2',
  rating: 4,
  text: 'Friendly sender',
  author_first_name: 'Yerlan',
  created_at: '2026-12-07T10:00:00.000Z',
};

describe('the review of a finished deal', () => {
  it('asks for a rating first, keeps the text within 1000 characters, and sends the review with the consent to be quoted', async () => {
    const mine = { rating: 5, text: 'Delivered on time', created_at: '2026-12-06T10:00:00.000Z' };
    ctx.server.answer('POST', REVIEW, { status: 201, body: { ...theirReview, id: 'r-1', rating: 5 } });
    await openReview(completed(), completed({ can_review: false, mine }));
    expect(form()).toHaveTextContent('Reviews are shown once both of you have left one, or on December 20, 2026');
    const rating = screen.getByRole('group', { name: 'Rating' });
    expect(
      within(rating)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);

    await submit();
    expect(within(rating).getByText('This field is required')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Review (optional)' }), { target: { value: 'x'.repeat(1001) } });
    await submit();
    expect(screen.getByText('Too long')).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', REVIEW)).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Review (optional)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Review (optional)' }), '  Delivered on time ');
    // the keyboard moves through the stars as through any radio group
    await userEvent.click(screen.getByRole('radio', { name: '3 of 5: fine' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '5 of 5: excellent' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Jetkiz may quote my review on the home page' }));
    await submit();

    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(ctx.server.callsTo('POST', REVIEW).map((call) => call.body)).toEqual([
      { rating: 5, text: 'Delivered on time', may_quote: true },
    ]);
    expect(form()).toHaveTextContent('Rating 5 of 5');
    expect(form()).toHaveTextContent('Delivered on time');
    expect(form()).toHaveTextContent('or on December 20, 2026');
    expect(screen.queryByRole('button', { name: 'Leave the review' })).not.toBeInTheDocument();
  });

  it('says so on a 409 and shows the deal as it stands', async () => {
    ctx.server.answer('POST', REVIEW, { status: 409, body: { error_type: 'conflict', error_message: 'Already reviewed' } });
    const deals = await openReview(completed(), completed({ can_review: true }));
    await userEvent.click(screen.getByRole('radio', { name: '4 of 5: good' }));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('you have already left one for this deal, or the deal has changed');
    await waitFor(() => expect(ctx.server.callsTo('GET', '/binds/31')).toHaveLength(2));
    expect(deals.deal?.status).toBe('completed');
  });

  it('shows both reviews once visible, and nothing on a deal that cannot be reviewed', async () => {
    await openReview(
      completed({ can_review: false, mine: { rating: 5, text: null, created_at: '2026-12-06T10:00:00.000Z' }, theirs: theirReview }),
    );
    expect(screen.getByRole('heading', { name: 'Yerlan’s review of you' })).toBeInTheDocument();
    expect(form()).toHaveTextContent('Rating 4 of 5');
    expect(form()).toHaveTextContent('Friendly sender');
    expect(form()).not.toHaveTextContent('Reviews are shown once');
  });

  it('shows nothing while there is no review to leave or read', async () => {
    await openReview(aDeal());
    expect(screen.queryByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    await openReview(completed());
    await submit();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
