import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, apiClientFor, loadTestTexts, setUpMockedApiTest } from '../testing';
import { AccountCard } from './account-card';
import { EmailConfirmationStore } from './email-confirmation-store';

const ctx = setUpMockedApiTest();

const noTicks = () => () => undefined;

function renderCard(user = aUser()) {
  const store = new EmailConfirmationStore(apiClientFor(ctx.server), jest.fn(), noTicks);
  render(<AccountCard user={user} emailConfirmation={store} />);
  return store;
}

describe('AccountCard', () => {
  it('shows the first name, the phone in the mask and a confirmed e-mail without a resend', () => {
    renderCard(aUser({ first_name: 'Құрманғазы', phone_number: '77011234567', email: 'k@example.kz', email_confirmed: true }));
    const card = screen.getByRole('region', { name: 'My details' });
    expect(within(card).getByText('Құрманғазы')).toBeInTheDocument();
    expect(within(card).getByText('+7 (701) 123-45-67')).toBeInTheDocument();
    expect(within(card).getByText('k@example.kz')).toBeInTheDocument();
    expect(within(card).getByText('confirmed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });

  it('offers to send the link again for an unconfirmed e-mail, then counts down', async () => {
    ctx.server.answer('POST', '/email-confirmation/send', { status: 200, body: { success: true } });
    renderCard(aUser({ email: 'new@example.kz', email_confirmed: false }));
    expect(screen.getByText('not confirmed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/The link has been sent to new@example\.kz/)).toBeInTheDocument();
    expect(screen.getByText('You can send it again in 1:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeDisabled();
    expect(ctx.server.callsTo('POST', '/email-confirmation/send')).toHaveLength(1);
  });

  it('shows why the link could not be sent', async () => {
    ctx.server.answer('POST', '/email-confirmation/send', { status: 500, body: {} });
    renderCard(aUser({ email_confirmed: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });

  it('speaks Kazakh', async () => {
    await loadTestTexts('kk');
    renderCard(aUser({ email_confirmed: false }));
    expect(screen.getByRole('region', { name: 'Менің деректерім' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сілтемені қайта жіберу' })).toBeInTheDocument();
  });
});
