import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loadTestTexts } from '../testing';
import { entryAlertOf, RedirectEntry } from './redirect-entry';

beforeEach(() => loadTestTexts('en'));

function WhereWeAre() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{entryAlertOf(location.state) ?? ''}
    </p>
  );
}

function renderEntry(query: string, leave = jest.fn()) {
  render(
    <MemoryRouter initialEntries={[`/redirect?${query}`]}>
      <Routes>
        <Route path="/redirect" element={<RedirectEntry siteHome="https://jetkiz.kz/kz" leave={leave} />} />
        <Route path="*" element={<WhereWeAre />} />
      </Routes>
    </MemoryRouter>,
  );
  return leave;
}

describe('RedirectEntry', () => {
  it('leaves for the main site schedule page of the parcel, in the user locale', () => {
    const leave = renderEntry('action=redirect&redirect_to=trips_sample&parcel_id=42');
    expect(leave).toHaveBeenCalledWith('https://jetkiz.kz/kz/schedule/42');
    expect(screen.getByRole('status')).toHaveTextContent('Taking you there…');
  });

  it('opens /travels for my_trips', async () => {
    const leave = renderEntry('action=redirect&redirect_to=my_trips');
    expect(await screen.findByTestId('where')).toHaveTextContent('/travels|');
    expect(leave).not.toHaveBeenCalled();
  });

  it('opens the deal page for deal', async () => {
    const leave = renderEntry('action=redirect&redirect_to=deal&bind_id=31');
    expect(await screen.findByTestId('where')).toHaveTextContent('/deals/31|');
    expect(leave).not.toHaveBeenCalled();
  });

  it('carries a known alert key to the profile root', async () => {
    renderEntry('action=alert&message=ready');
    expect(await screen.findByTestId('where')).toHaveTextContent('/|ready');
  });

  it('drops a message that is not a known alert key: no free text from the address reaches the page', async () => {
    renderEntry('action=alert&message=%3Cb%3EYour+account+is+blocked%3C%2Fb%3E');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/\|$/);
  });

  it('ignores an alert in history state that is not a known key', () => {
    expect(entryAlertOf({ entryAlert: 'Call us now' })).toBeNull();
    expect(entryAlertOf({ entryAlert: 'ready' })).toBe('ready');
    expect(entryAlertOf(null)).toBeNull();
  });

  it('opens the chat of a channel on its deal page', async () => {
    renderEntry('action=redirect&redirect_to=chat&chat_channel_id=bind-31');
    expect(await screen.findByTestId('where')).toHaveTextContent('/deals/31|');
  });
});
