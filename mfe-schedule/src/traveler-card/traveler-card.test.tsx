import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showTexts } from '../testing/test-texts';
import { TravelerCardView } from './traveler-card';

const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const aigerim = {
  user_id: 'u-aigerim-7f3c',
  first_name: 'Aigerim',
  avatar_url: 'https://cdn.jetkiz.test/a.png',
  rating: 4.5,
  reviews_count: 12,
  verified: false,
};
const sampleTrip = {
  trip_date: '2031-03-10',
  delivery_type: 'railway' as const,
  weight_allowance: 'baggage' as const,
  weight_limit_kg: 5,
  is_logistic_company: true,
  offered_amount: 12500,
};

describe('TravelerCardView', () => {
  it('shows every field of a traveler card', async () => {
    await showTexts('en');
    const { container } = render(
      <TravelerCardView traveler={aigerim} trip={sampleTrip} language="en" action={<button type="button">Choose</button>} />,
    );
    const card = screen.getByRole('article', { name: 'Aigerim' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Aigerim');
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.jetkiz.test/a.png');
    expect(within(card).getByRole('img', { name: 'Rating 4.5 out of 5, 12 reviews' })).toBeInTheDocument();
    expect(within(card).getByText('Logistics company')).toBeInTheDocument();
    expect(within(card).getByText('Date').nextSibling).toHaveTextContent('Mon, March 10, 2031');
    expect(within(card).getByText('Takes').nextSibling).toHaveTextContent('Up to 5 kg · baggage');
    expect(within(card).getByText('Hand-over').nextSibling).toHaveTextContent('Railway station');
    expect(spaced(within(card).getByText(/₸$/).textContent)).toBe('12,500 ₸');
    expect(spaced(within(card).getByText(/^The traveler receives/).textContent)).toBe(
      'The traveler receives 10,000 ₸ after the 20% commission',
    );
    expect(within(card).getByRole('button', { name: 'Choose' })).toBeInTheDocument();
  });

  it('opens the reviews from the rating, a button named by the rating and the count', async () => {
    await showTexts('en');
    const opened: string[] = [];
    render(
      <TravelerCardView
        traveler={{ ...aigerim, reviews_count: 1 }}
        trip={sampleTrip}
        language="en"
        onOpenReviews={() => opened.push('reviews')}
      />,
    );
    const rating = screen.getByRole('button', { name: 'Rating 4.5 out of 5, 1 review' });
    expect(rating).toHaveAttribute('aria-haspopup', 'dialog');
    expect(rating).toHaveTextContent('4.5 · 1 review');
    await userEvent.click(rating);
    expect(opened).toEqual(['reviews']);
  });

  it('never makes up a number for a traveler without reviews, even with a stale rating', async () => {
    await showTexts('en');
    render(
      <TravelerCardView
        traveler={{ ...aigerim, rating: 4.5, reviews_count: 0 }}
        trip={sampleTrip}
        language="en"
        onOpenReviews={() => undefined}
      />,
    );
    expect(screen.getByText('New traveler')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rating/ })).toBeNull();
    expect(screen.queryByText(/4\.5/)).toBeNull();
  });

  it('calls a traveler without reviews new and draws an initial for a missing photo', async () => {
    await showTexts('en');
    const { container } = render(
      <TravelerCardView
        traveler={{ ...aigerim, avatar_url: null, rating: null, reviews_count: 0 }}
        trip={{ ...sampleTrip, is_logistic_company: false }}
        language="en"
      />,
    );
    expect(screen.getByText('New traveler')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('A')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('Logistics company')).not.toBeInTheDocument();
  });

  it('names the route and the luggage on a board card, which has no weight limit', async () => {
    await showTexts('en');
    const { weight_limit_kg: _limit, ...boardTrip } = sampleTrip;
    render(
      <TravelerCardView
        traveler={aigerim}
        trip={{ ...boardTrip, weight_allowance: 'hand_luggage', route: { from: 'Almaty', to: 'Astana' } }}
        language="en"
      />,
    );
    expect(screen.getByText('Route').nextSibling).toHaveTextContent('Almaty → Astana');
    expect(screen.getByText('Takes').nextSibling).toHaveTextContent('Hand luggage');
  });

  it('formats amounts, dates, ratings and plurals in Russian', async () => {
    await showTexts('ru');
    render(<TravelerCardView traveler={{ ...aigerim, reviews_count: 3 }} trip={{ ...sampleTrip, weight_limit_kg: 2.5 }} language="ru" />);
    expect(screen.getByRole('img', { name: 'Рейтинг 4,5 из 5, 3 отзыва' })).toBeInTheDocument();
    expect(screen.getByText('4,5 · 3 отзыва')).toBeInTheDocument();
    expect(spaced(screen.getByText(/₸$/).textContent)).toBe('12 500 ₸');
    expect(screen.getByText('Дата').nextSibling).toHaveTextContent(/^пн, 10 марта 2031/);
    expect(screen.getByText('Берёт').nextSibling).toHaveTextContent('До 2,5 кг · багаж');
    expect(screen.getByText('Логистическая компания')).toBeInTheDocument();
    expect(screen.getByText('Способ передачи').nextSibling).toHaveTextContent('Вокзал');
  });

  it('writes the card in Kazakh', async () => {
    await showTexts('kk');
    render(
      <TravelerCardView
        traveler={{ ...aigerim, rating: null, reviews_count: 0 }}
        trip={{ ...sampleTrip, delivery_type: 'airport' }}
        language="kk"
      />,
    );
    expect(screen.getByText('Жаңа саяхатшы')).toBeInTheDocument();
    expect(screen.getByText('Тапсыру тәсілі').nextSibling).toHaveTextContent('Әуежай');
    expect(spaced(screen.getByText(/саяхатшы .* алады$/).textContent)).toBe('20% комиссиядан кейін саяхатшы 10 000 ₸ алады');
  });

  it('shows the verified badge, with its accessible label, only for a verified traveler', async () => {
    await showTexts('en');
    const { rerender, unmount } = render(<TravelerCardView traveler={{ ...aigerim, verified: true }} trip={sampleTrip} language="en" />);
    const badge = screen.getByRole('img', { name: 'Identity verified' });
    expect(badge).toHaveTextContent('Verified');
    rerender(<TravelerCardView traveler={aigerim} trip={sampleTrip} language="en" />);
    expect(screen.queryByRole('img', { name: 'Identity verified' })).not.toBeInTheDocument();
    unmount();
    await showTexts('ru');
    render(<TravelerCardView traveler={{ ...aigerim, verified: true }} trip={sampleTrip} language="ru" />);
    expect(screen.getByRole('img', { name: 'Личность проверена' })).toHaveTextContent('Проверен');
  });
});
