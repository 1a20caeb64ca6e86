import type { MarketingPage } from '@jetkiz/contracts';
import { render, screen } from '@testing-library/react';
import { initTestI18n } from '@jetkiz/jest-config/i18n.cjs';
import en from '../i18n/en.json';
import kk from '../i18n/kk.json';
import ru from '../i18n/ru.json';
import Page from './page';

const PAGES: MarketingPage[] = ['home', 'about', 'prices', 'traveler', 'confirm-email', 'public-offer', 'insurance-conditions', 'confidentiality-policy', 'payment-rules'];

describe('marketing Page', () => {
  it.each([
    ['ru', ru],
    ['kk', kk],
    ['en', en],
  ] as const)('renders every page with its own title in %s', async (language, texts) => {
    await initTestI18n(language);
    for (const page of PAGES) {
      const { unmount } = render(<Page host={null as never} page={page} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts[page].title);
      unmount();
    }
  });

  it('has the same keys in ru, kk and en', () => {
    const keys = (tree: object) => JSON.stringify(Object.entries(tree).map(([key, value]) => [key, Object.keys(value)]));
    expect(keys(kk)).toBe(keys(ru));
    expect(keys(en)).toBe(keys(ru));
  });
});
