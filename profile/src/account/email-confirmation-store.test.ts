import { apiClientFor, mockApi, type MockApi } from '../testing';
import type { Ticker } from '@jetkiz/web-kit/forms';
import { EMAIL_RESEND_SECONDS, EmailConfirmationStore } from './email-confirmation-store';

let server: MockApi;
let ticks: (() => void) | null;
const manualTicker: Ticker = (tick) => {
  ticks = tick;
  return () => {
    ticks = null;
  };
};

beforeEach(async () => {
  server = mockApi();
  ticks = null;
});
afterEach(() => server.close());

describe('EmailConfirmationStore', () => {
  it('sends the link and blocks a resend until its countdown ends', async () => {
    server.answer('POST', '/email-confirmation/send', { status: 200, body: { success: true } });
    const store = new EmailConfirmationStore(apiClientFor(server), jest.fn(), manualTicker);
    await store.send();
    expect(store.status).toBe('sent');
    expect(store.countdown.secondsLeft).toBe(EMAIL_RESEND_SECONDS);
    expect(store.canSend).toBe(false);
    await store.send();
    expect(server.callsTo('POST', '/email-confirmation/send')).toHaveLength(1);
    for (let second = 0; second < EMAIL_RESEND_SECONDS; second += 1) ticks?.();
    expect(store.canSend).toBe(true);
    expect(ticks).toBeNull();
  });

  it('tells the page when the e-mail turns out to be confirmed already', async () => {
    server.answer('POST', '/email-confirmation/send', {
      status: 422,
      body: { error_type: 'email_confirmed', error_message: 'Already confirmed' },
    });
    const onConfirmed = jest.fn();
    const store = new EmailConfirmationStore(apiClientFor(server), onConfirmed, manualTicker);
    await store.send();
    expect(onConfirmed).toHaveBeenCalledTimes(1);
    expect(store.errorKey).toBeNull();
  });

  it('shows the limit and waits as long as the API says on a 429', async () => {
    server.answer('POST', '/email-confirmation/send', {
      status: 429,
      body: { error_type: null, error_message: 'Too many', retry_after: 30 },
    });
    const store = new EmailConfirmationStore(apiClientFor(server), jest.fn(), manualTicker);
    await store.send();
    expect(store.status).toBe('failed');
    expect(store.errorKey).toBe('tooManyRequests');
    expect(store.countdown.secondsLeft).toBe(30);
  });

  it('says to try again later when the API fails', async () => {
    server.answer('POST', '/email-confirmation/send', { status: 500, body: {} });
    const store = new EmailConfirmationStore(apiClientFor(server), jest.fn(), manualTicker);
    await store.send();
    expect(store.errorKey).toBe('tryAgainLater');
    expect(store.canSend).toBe(true);
  });
});
