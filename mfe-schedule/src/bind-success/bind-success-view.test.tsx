import type { LanguageCode } from '@jetkiz/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost } from '../testing/test-host';
import { showTexts } from '../testing/test-texts';
import { BindSuccessView } from './bind-success-view';

/** The page after a request, in `language`'s texts, for the query the shell opened it with. */
async function showSuccess(query: string, options: { language?: LanguageCode; loggedIn?: boolean } = {}) {
  await showTexts(options.language ?? 'en');
  const test = createTestHost({ apiUrl: 'http://127.0.0.1:9', ...options });
  const { unmount } = render(<BindSuccessView host={test.host} searchParams={new URLSearchParams(query)} />);
  return { ...test, unmount };
}

describe('BindSuccessView', () => {
  it('tells a guest what happens next, honestly, and how to follow the request', async () => {
    const { openModal, go } = await showSuccess('parcel=42');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Request sent');
    expect(screen.getByText('The traveler has your request for parcel No. 42. Here is what happens next.')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'What happens next' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'The traveler answers',
      'Agree on the details',
      'Hand the parcel over',
      'Payment after delivery',
    ]);
    expect(steps[3]).toHaveTextContent("The traveler's reward is released only after the delivery is complete.");
    expect(steps[3]).toHaveTextContent('refunded within 3 working days');

    expect(screen.getByRole('link', { name: 'Open my profile' })).toHaveAttribute('href', 'https://profile.jetkiz.test/');
    expect(screen.getByText(/log in or sign up with the e-mail you gave/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in or sign up' }));
    expect(openModal).toHaveBeenCalledWith('authorization');

    const board = screen.getByRole('link', { name: 'See other trips' });
    expect(board).toHaveAttribute('href', '/en/schedule');
    await userEvent.click(board);
    expect(go).toHaveBeenCalledWith('/schedule');
  });

  it('sends a logged-in sender to the profile and ignores a parcel number that is not one', async () => {
    await showSuccess('parcel=<b>1</b>', { loggedIn: true });
    expect(screen.getByText('The traveler has your request. Here is what happens next.')).toBeInTheDocument();
    expect(screen.getByText("Your request and the traveler's answer are in your profile.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in or sign up' })).not.toBeInTheDocument();
  });

  it('leads to the deal page of the request just sent, through the profile hand-over', async () => {
    const { host } = await showSuccess('parcel=42&bind=31', { loggedIn: true });
    expect(screen.queryByRole('link', { name: 'Open my profile' })).not.toBeInTheDocument();
    const deal = screen.getByRole('link', { name: 'Open the request' });
    expect(deal).toHaveAttribute('href', 'https://profile.jetkiz.test/deals/31');
    const handoff = jest.spyOn(host.navigation, 'profileHandoffUrl').mockResolvedValue('https://profile.jetkiz.test/deals/31#handoff=c');
    await userEvent.click(deal);
    expect(handoff).toHaveBeenCalledWith('/deals/31');
  });

  it('keeps the way to the profile when the request is not named, or not by a number', async () => {
    await showSuccess('parcel=42&bind=../finance', { loggedIn: true });
    expect(screen.getByRole('link', { name: 'Open my profile' })).toHaveAttribute('href', 'https://profile.jetkiz.test/');
  });

  it('explains the next steps in Kazakh and Russian', async () => {
    const { unmount } = await showSuccess('', { language: 'kk' });
    expect(screen.getByRole('heading', { name: 'Жеткізгеннен кейін төлем' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Жеке кабинетті ашу' })).toBeInTheDocument();
    unmount();

    await showSuccess('', { language: 'ru' });
    expect(screen.getByRole('heading', { name: 'Оплата после доставки' })).toBeInTheDocument();
    expect(screen.getByText(/деньги вернутся в течение 3 рабочих дней/)).toBeInTheDocument();
  });
});
