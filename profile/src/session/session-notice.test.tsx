import { render, screen } from '@testing-library/react';
import { siteLinks } from '../locale';
import { loadTestTexts } from '../testing';
import { SessionNotice } from './session-notice';

describe('SessionNotice', () => {
  it('leads to the login modal of the main site, in the user locale', async () => {
    await loadTestTexts('kk');
    render(<SessionNotice reason="anonymous" links={siteLinks('https://jetkiz.kz', 'kz')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Жеке кабинетті ашу үшін кіріңіз' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Сайтта кіру' })).toHaveAttribute('href', 'https://jetkiz.kz/kz?modal=login');
    expect(screen.getByRole('link', { name: 'Сайттың басты бетіне' })).toHaveAttribute('href', 'https://jetkiz.kz/kz');
  });

  it('says why: an ended session or a logout', async () => {
    await loadTestTexts('en');
    const links = siteLinks('https://jetkiz.kz', 'en');
    const { rerender } = render(<SessionNotice reason="expired" links={links} />);
    expect(screen.getByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument();
    rerender(<SessionNotice reason="loggedOut" links={links} />);
    expect(screen.getByRole('heading', { name: 'You have logged out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in on the site' })).toHaveAttribute('href', 'https://jetkiz.kz/en?modal=login');
  });
});
