import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { LocaleStore } from '../locale';
import { aUser, loadTestTexts } from '../testing';
import { ProfileLayout } from './profile-layout';

async function renderLayout({ user = aUser(), loggingOut = false, onLogout = jest.fn(), unreadMessages = null as number | null } = {}) {
  const i18n = await loadTestTexts('ru');
  const locale = new LocaleStore('ru', i18n, { siteUrl: 'https://jetkiz.kz', secureCookies: false });
  render(
    <MemoryRouter initialEntries={['/travels']}>
      <ProfileLayout locale={locale} user={user} loggingOut={loggingOut} onLogout={onLogout} unreadMessages={unreadMessages}>
        <p>content</p>
      </ProfileLayout>
    </MemoryRouter>,
  );
  return { locale, onLogout };
}

describe('ProfileLayout', () => {
  it('leads back to the site, to its sections, and shows the user with logout', async () => {
    const { onLogout } = await renderLayout({ user: aUser({ first_name: 'Әйгерім' }) });
    expect(screen.getByRole('link', { name: 'Jetkiz — главная страница сайта' })).toHaveAttribute('href', 'https://jetkiz.kz/ru');
    expect(screen.getByRole('link', { name: 'Личный кабинет' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Мои поездки' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Верификация' })).toHaveAttribute('href', '/verification');
    expect(screen.getByRole('link', { name: 'Финансы' })).toHaveAttribute('href', '/finance');
    expect(screen.getByText('Әйгерім')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(onLogout).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Перейти к содержимому' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveTextContent('content');
  });

  it('counts unread messages beside the messages section, in words for a screen reader', async () => {
    await renderLayout({ unreadMessages: 5 });
    const messages = screen.getByRole('link', { name: 'Сообщения (5 непрочитанных)' });
    expect(messages).toHaveAttribute('href', '/messages');
    expect(messages).toHaveTextContent('Сообщения 5');
  });

  it('shows no count while nothing is unread', async () => {
    await renderLayout({ unreadMessages: 0 });
    expect(screen.getByRole('link', { name: 'Сообщения' })).toHaveTextContent(/^Сообщения$/);
  });

  it('shows no sections and no logout without a user', async () => {
    await renderLayout({ user: null as never });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Язык' })).toHaveValue('ru');
  });

  it('cannot log out twice while logging out', async () => {
    await renderLayout({ loggingOut: true });
    expect(screen.getByRole('button', { name: 'Выходим…' })).toBeDisabled();
  });

  it('offers every language by its own name', async () => {
    await renderLayout();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Русский', 'Қазақша', 'English']);
  });
});
