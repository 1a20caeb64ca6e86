import type { Review, ReviewsPage } from '@jetkiz/contracts';
import { apiClientFor, mockApi, type MockApi } from '@jetkiz/mock-api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogOpener } from '@jetkiz/web-kit/src/testing';
import { seriousAxeViolations } from '../testing/accessibility';
import { allowForBusyMachine } from '../testing/patience';
import { showTexts } from '../testing/test-texts';
import { TravelerReviewsDialog } from './traveler-reviews-dialog';
import { REVIEWS_PER_PAGE } from './traveler-reviews-store';

allowForBusyMachine();

const TRAVELER_ID = 'u-aigerim-7f3c';
const PATH = `/users/${TRAVELER_ID}/reviews`;

/** Twelve visible reviews, newest first; the ninth has a rating and no words. */
const REVIEWS: Review[] = Array.from({ length: 12 }, (_, index) => ({
  id: `r-${index + 1}`,
  rating: index % 3 === 0 ? 4 : 5,
  text: index === 8 ? null : `Review number ${index + 1}`,
  author_first_name: `Author ${index + 1}`,
  created_at: `2031-03-${String(20 - index).padStart(2, '0')}T12:00:00Z`,
}));

function pageOf(query: URLSearchParams, reviews: Review[] = REVIEWS): ReviewsPage {
  const page = Number(query.get('page'));
  const perPage = Number(query.get('per_page'));
  return {
    reviews: reviews.slice((page - 1) * perPage, page * perPage),
    rating: reviews.length ? 4.7 : null,
    reviews_count: reviews.length,
    page,
    per_page: perPage,
    total: reviews.length,
  };
}

let server: MockApi;

beforeEach(async () => {
  await showTexts('en');
  server = mockApi();
});

afterEach(async () => {
  cleanup();
  await server.close();
});

/** A card's rating button that opens the dialog, as the pages compose them. */
function OpenReviews() {
  return (
    <DialogOpener
      label="Rating"
      dialog={(close) => (
        <TravelerReviewsDialog
          traveler={{ id: TRAVELER_ID, firstName: 'Aigerim' }}
          reviews={apiClientFor(server).reviews}
          language={document.documentElement.lang === 'ru' ? 'ru' : 'en'}
          onClose={close}
        />
      )}
    />
  );
}

async function openDialog() {
  const user = userEvent.setup();
  render(<OpenReviews />);
  await user.click(screen.getByRole('button', { name: 'Rating' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Reviews of Aigerim' }) };
}

const authors = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => item.firstElementChild?.firstElementChild?.textContent);

describe('TravelerReviewsDialog', () => {
  it("lists the traveler's reviews as a traveler, a page at a time, with the author, the day, the stars and the words", async () => {
    server.answer('GET', PATH, (call) => ({ status: 200, body: pageOf(call.query) }));
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('4.7 out of 5 · 12 reviews')).toBeInTheDocument();
    expect(authors(dialog)).toHaveLength(REVIEWS_PER_PAGE);
    expect(Object.fromEntries(server.callsTo('GET', PATH)[0]!.query)).toEqual({ role: 'traveler', page: '1', per_page: '10' });

    const first = within(dialog).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Author 1')).toBeInTheDocument();
    expect(within(first).getByText('March 20, 2031')).toHaveAttribute('datetime', '2031-03-20T12:00:00Z');
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Review number 1')).toBeInTheDocument();
    const wordless = within(dialog).getAllByRole('listitem')[8]!;
    expect(within(wordless).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(wordless.querySelectorAll('p')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(authors(dialog)).toHaveLength(12));
    expect(authors(dialog).slice(-2)).toEqual(['Author 11', 'Author 12']);
    expect(server.callsTo('GET', PATH).map((call) => call.query.get('page'))).toEqual(['1', '2']);
    expect(within(dialog).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('closes with Escape and gives focus back to the rating', async () => {
    server.answer('GET', PATH, (call) => ({ status: 200, body: pageOf(call.query) }));
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('Author 1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rating' })).toHaveFocus();
  });

  it('announces the loading, then the failure with a retry that loads the reviews', async () => {
    server.answer('GET', PATH, { status: 503, body: { error_type: 'unavailable' } }, (call) => ({ status: 200, body: pageOf(call.query) }));
    const held = server.hold('GET', PATH);
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading reviews…');
    expect(await seriousAxeViolations()).toEqual([]);
    held.release();

    const failure = await within(dialog).findByRole('alert');
    expect(failure).toHaveTextContent('We could not load the reviews');
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Author 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('keeps the shown reviews when a further page fails, and asks for it again', async () => {
    server.answer(
      'GET',
      PATH,
      (call) => ({ status: 200, body: pageOf(call.query) }),
      { status: 500 },
      (call) => ({ status: 200, body: pageOf(call.query) }),
    );
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Show more reviews' }));
    await user.click(within(await within(dialog).findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(authors(dialog)).toHaveLength(12));
    expect(server.callsTo('GET', PATH).map((call) => call.query.get('page'))).toEqual(['1', '2', '2']);
  });

  it('says so when there is nothing to show, and names no rating', async () => {
    server.answer('GET', PATH, (call) => ({ status: 200, body: pageOf(call.query, []) }));
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('No reviews to show yet.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/out of 5/)).toBeNull();
  });

  it('speaks Russian with its plural forms and dates', async () => {
    await showTexts('ru');
    document.documentElement.lang = 'ru';
    server.answer('GET', PATH, (call) => ({ status: 200, body: pageOf(call.query, REVIEWS.slice(0, 5)) }));
    const user = userEvent.setup();
    render(<OpenReviews />);
    await user.click(screen.getByRole('button', { name: 'Rating' }));
    const dialog = screen.getByRole('dialog', { name: 'Отзывы о путешественнике Aigerim' });
    expect(await within(dialog).findByText('4,7 из 5 · 5 отзывов')).toBeInTheDocument();
    expect(within(dialog).getByText(/^20 марта 2031/)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: 'Оценка 5 из 5' })).toHaveLength(3);
    document.documentElement.lang = '';
  });
});
