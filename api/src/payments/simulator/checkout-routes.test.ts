import type { Db } from '../../db';
import { createTestDatabase, postRaw } from '../../testing';
import { paymentsTestApp, startRewardCheckout, type PaymentsTestApp } from '../payments-test-app';
import { formatTiyn } from './checkout-page';

let db: Db;
let test: PaymentsTestApp;

beforeAll(async () => {
  db = (await createTestDatabase()).db;
  test = await paymentsTestApp(db, { DEV_ROUTES: '1', API_URL: 'http://api.test' });
});
afterAll(() => test.app.close());

async function checkout(amount = 1_250_000, description?: string) {
  const started = await startRewardCheckout(test.provider, { amount, bindId: 12, description });
  return { ...started, path: new URL(started.checkoutUrl).pathname };
}

const page = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });
const press = (url: string) => postRaw(test.app, url, 'application/x-www-form-urlencoded', '');

describe('the simulated checkout page (DEV_ROUTES=1)', () => {
  it('shows the amount in tenge with Pay and Decline forms, in the language asked for', async () => {
    const { path, checkoutUrl } = await checkout(1_250_000, '<script>x</script>');
    const russian = await page(path);
    expect(russian.statusCode).toBe(200);
    expect(russian.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(russian.body).toContain('<html lang="ru">');
    expect(russian.body).toContain('12\u00a0500\u00a0₸');
    expect(russian.body).toContain(
      `<form method="post" action="${checkoutUrl}/pay?lang=ru"><button type="submit" class="pay">Оплатить</button>`,
    );
    expect(russian.body).toContain(`action="${checkoutUrl}/decline?lang=ru"`);
    expect(russian.body).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(russian.body).not.toContain('<script>');
    const english = await page(path, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('12,500\u00a0₸');
    expect(english.body).toContain('>Pay</button>');
    const kazakh = await page(`${path}?lang=kk`, { 'accept-language': 'en' });
    expect(kazakh.body).toContain('<html lang="kk">');
    expect(kazakh.body).toContain('>Төлеу</button>');
  });

  it('formats tiyn as tenge: whole, with tiyn, per locale', () => {
    expect(formatTiyn(1_250_000, 'ru')).toBe('12\u00a0500\u00a0₸');
    expect(formatTiyn(9_950, 'ru')).toBe('99,50\u00a0₸');
    expect(formatTiyn(100_000_050, 'en')).toBe('1,000,000.50\u00a0₸');
  });

  it('Pay sends the browser back to the deal (303) and the event to the sink; paying again shows a page and sends nothing', async () => {
    const { path, providerPaymentId } = await checkout();
    const paid = await press(`${path}/pay`);
    expect([paid.statusCode, paid.headers.location]).toEqual([303, 'http://profile.test/deals/12']);
    await test.jobs.runDue();
    expect(test.recorded.calls).toContainEqual(['paymentHeld', providerPaymentId, 1_250_000]);
    const calls = test.recorded.calls.length;
    const again = await press(`${path}/pay?lang=en`);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already been paid');
    expect(again.body).toContain('href="http://profile.test/deals/12"');
    const declineAfter = await press(`${path}/decline`);
    expect(declineAfter.statusCode).toBe(409);
    expect((await page(path)).statusCode).toBe(409);
    expect(await test.jobs.runDue()).toBe(0);
    expect(test.recorded.calls).toHaveLength(calls);
  });

  it('Decline sends the browser back and payment.declined to the sink; paying after it shows a page', async () => {
    const { path, providerPaymentId } = await checkout();
    const declined = await press(`${path}/decline`);
    expect([declined.statusCode, declined.headers.location]).toEqual([303, 'http://profile.test/deals/12']);
    await test.jobs.runDue();
    expect(test.recorded.calls).toContainEqual(['paymentDeclined', providerPaymentId, 'declined_by_payer']);
    const pay = await press(`${path}/pay?lang=ru`);
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain('уже отказались');
  });

  it('answers an unknown or malformed id with a 404 page', async () => {
    for (const url of ['/dev/checkout/sim_pay_000000000000000000000000', '/dev/checkout/%00', '/dev/checkout/x/pay']) {
      const answer = url.endsWith('/pay') ? await press(url) : await page(url);
      expect([url, answer.statusCode]).toEqual([url, 404]);
    }
  });
});

describe('the simulated payout card page (DEV_ROUTES=1)', () => {
  const binding = async (userId = 31) =>
    new URL(await test.provider.startPayoutCardBinding(userId, 'http://profile.test/finance')).pathname;

  it('shows the test card with Save and Cancel forms, in the language asked for', async () => {
    const path = await binding();
    const russian = await page(path);
    expect([russian.statusCode, russian.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(russian.body).toContain('<title>Тестовая карта для вывода — Jetkiz</title>');
    expect(russian.body).toContain('VISA 440043******1234');
    expect(russian.body).toContain(
      `<form method="post" action="http://api.test${path}/save?lang=ru"><button type="submit" class="pay">Сохранить карту</button>`,
    );
    expect(russian.body).toContain(`action="http://api.test${path}/cancel?lang=ru"`);
    expect((await page(path, { 'accept-language': 'en' })).body).toContain('>Save the card</button>');
    expect((await page(`${path}?lang=kk`)).body).toContain('>Картаны сақтау</button>');
  });

  it('Save sends the browser back to the finance page (303) with the card saved; the used page explains itself', async () => {
    const path = await binding(32);
    const saved = await press(`${path}/save`);
    expect([saved.statusCode, saved.headers.location]).toEqual([303, 'http://profile.test/finance']);
    expect(await test.provider.payoutCard(32)).toEqual({ maskedPan: '440043******1234', brand: 'VISA' });
    const again = await page(`${path}?lang=en`);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already been used');
    expect(again.body).toContain('href="http://profile.test/finance"');
    expect((await press(`${path}/cancel`)).statusCode).toBe(409);
  });

  it('Cancel goes back without a card; an unknown or malformed page is 404', async () => {
    const cancelled = await press(`${await binding(33)}/cancel`);
    expect([cancelled.statusCode, cancelled.headers.location]).toEqual([303, 'http://profile.test/finance']);
    expect(await test.provider.payoutCard(33)).toBeNull();
    for (const url of ['/dev/payout-card/sim_bind_000000000000000000000000', '/dev/payout-card/%00', '/dev/payout-card/x/save']) {
      const answer = url.endsWith('/save') ? await press(url) : await page(url);
      expect([url, answer.statusCode]).toEqual([url, 404]);
    }
  });
});

describe('without DEV_ROUTES', () => {
  it('serves no checkout or card page, while the webhook still answers', async () => {
    const bare = await paymentsTestApp(db, { DEV_ROUTES: '0' });
    try {
      const { providerPaymentId } = await startRewardCheckout(bare.provider, { amount: 100 });
      expect((await bare.app.inject({ method: 'GET', url: `/dev/checkout/${providerPaymentId}` })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'POST', url: `/dev/checkout/${providerPaymentId}/pay` })).statusCode).toBe(404);
      const cardPage = new URL(await bare.provider.startPayoutCardBinding(1, 'http://profile.test/finance')).pathname;
      expect((await bare.app.inject({ method: 'GET', url: cardPage })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'POST', url: `${cardPage}/save` })).statusCode).toBe(404);
      expect((await bare.app.inject({ method: 'POST', url: '/payments/webhook/simulator', payload: '{}' })).statusCode).toBe(401);
    } finally {
      await bare.app.close();
    }
  });
});
