import type { PublishedReview } from '@jetkiz/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '../testing/accessibility';
import { createTestHost, setTestLanguage, setUpMockedHostTest, takeMissingKeys } from '../testing';
import { Reviews } from './reviews';

const ctx = setUpMockedHostTest(['reviews']);

const QUOTES: PublishedReview[] = Array.from({ length: 6 }, (_, index) => ({
  id: `q-${index + 1}`,
  rating: index === 1 ? 4 : 5,
  text: `Quote number ${index + 1}`,
  author_first_name: `Author ${index + 1}`,
  author_city: index === 2 ? null : 'Almaty',
  role: index % 2 ? 'sender' : 'traveler',
  created_at: `2031-03-${String(10 + index).padStart(2, '0')}T12:00:00Z`,
}));

function showReviews(language: 'en' | 'ru' = 'en') {
  const test = language === 'en' ? ctx.test : createTestHost({ apiUrl: ctx.api.url, language });
  render(<Reviews host={test.host} />);
  return test;
}

const quoteTexts = () => screen.queryAllByRole('blockquote').map((quote) => quote.textContent);
const invitation = () => screen.queryByRole('heading', { name: 'Your review could be here' });

describe('Reviews on the home page', () => {
  it('quotes real published reviews with the author, the city, the day and the stars, and no invitation when there are enough', async () => {
    ctx.api.answer('GET', '/reviews/published', { status: 200, body: QUOTES });
    showReviews();
    expect(await screen.findByText('Quote number 1')).toBeInTheDocument();
    expect(quoteTexts()).toEqual(QUOTES.map((quote) => quote.text));
    const second = screen.getByText('Author 2').closest('figure')!;
    expect(within(second).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(second).getByText(/^Almaty ·/)).toHaveTextContent('Almaty · 11 March 2031');
    expect(within(second).getByText('11 March 2031')).toHaveAttribute('datetime', '2031-03-11T12:00:00Z');
    expect(screen.getByText('Author 3').closest('figure')).not.toHaveTextContent('Almaty');
    expect(invitation()).toBeNull();
    expect(takeMissingKeys()).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('shows the two there are and invites the first senders to send a parcel', async () => {
    ctx.api.answer('GET', '/reviews/published', { status: 200, body: QUOTES.slice(0, 2) });
    const test = showReviews();
    expect(await screen.findByText('Quote number 2')).toBeInTheDocument();
    expect(quoteTexts()).toEqual(['Quote number 1', 'Quote number 2']);
    expect(invitation()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a parcel' }));
    expect(test.openModal).toHaveBeenCalledWith('create-parcel');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('with no reviews shows only the invitation, no made-up quote', async () => {
    ctx.api.answer('GET', '/reviews/published', { status: 200, body: [] });
    showReviews();
    expect(await screen.findByRole('heading', { name: 'Your review could be here' })).toBeInTheDocument();
    expect(quoteTexts()).toEqual([]);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('holds the place of the quotes while they load, then falls back to the invitation when the API fails', async () => {
    ctx.api.answer('GET', '/reviews/published', { status: 503, body: { error_type: 'unavailable' } });
    const held = ctx.api.hold('GET', '/reviews/published');
    const { container } = render(<Reviews host={ctx.test.host} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
    expect(container.querySelectorAll('li')).toHaveLength(4);
    expect(await seriousAxeViolations()).toEqual([]);
    held.release();
    expect(await screen.findByRole('heading', { name: 'Your review could be here' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(quoteTexts()).toEqual([]);
  });

  it('writes the day and the stars in Russian', async () => {
    await setTestLanguage('ru', ['reviews']);
    ctx.api.answer('GET', '/reviews/published', { status: 200, body: QUOTES.slice(0, 1) });
    showReviews('ru');
    expect(await screen.findByText(/^10 марта 2031/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Оценка 5 из 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Здесь может быть ваш отзыв' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить посылку' })).toBeInTheDocument();
  });
});
