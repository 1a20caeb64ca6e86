import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, createTestDatabase, listenOnFreePort } from '../testing';

let app: FastifyInstance;
let nextAddress = 1;
const LIMIT = 5;

beforeAll(async () => {
  const { db } = await createTestDatabase();
  app = await buildTestApp(db, { LOG_LEVEL: 'silent', LIMIT_GEO_PER_IP_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => app.close());

/** Each test speaks from its own address, so only the rate limit test meets the limit. */
function lookUp(url: string, language = 'ru', remoteAddress = `10.9.0.${nextAddress++}`) {
  return app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-language': language } });
}

describe('GET /geo/search', () => {
  it("answers suggestions in the caller's language, within a city when given", async () => {
    const kazakh = await lookUp(`/geo/search?q=${encodeURIComponent('Абая 10')}&city=2`, 'kk');
    expect(kazakh.statusCode).toBe(200);
    expect(kazakh.json().suggestions[0]).toMatchObject({
      label: 'Абай даңғылы, 10, Астана',
      street: 'Абай даңғылы',
      building: '10',
      city_id: 2,
    });
    const english = await lookUp(`/geo/search?q=dostyk`, 'en');
    expect(english.json().suggestions.map((item: { label: string }) => item.label)).toEqual([
      'Dostyk Avenue, Almaty',
      'Dostyk Avenue, Uralsk',
    ]);
  });

  it('refuses an empty or too long text and a city that is no id, field by field', async () => {
    for (const [url, errors] of [
      ['/geo/search?q=', { q: ['fieldRequired'] }],
      ['/geo/search', { q: ['fieldRequired'] }],
      [`/geo/search?q=${'а'.repeat(201)}`, { q: ['maxLengthNotValid'] }],
      ['/geo/search?q=abay&city=almaty', { city: ['onlyNumbersRequired'] }],
      ['/geo/search?q=abay&city=0', { city: ['invalidMinValue'] }],
    ] as const) {
      const response = await lookUp(url);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error_type: 'validation', validation_errors: errors });
    }
  });
});

describe('GET /geo/reverse', () => {
  it('answers the nearest address, or null far from any', async () => {
    const near = await lookUp('/geo/reverse?lon=71.4036&lat=51.1646', 'en');
    expect(near.json()).toEqual({
      address: {
        label: 'Abay Avenue, Astana',
        street: 'Abay Avenue',
        building: null,
        city_id: 2,
        city: 'Astana',
        lon: 71.4035,
        lat: 51.1645,
      },
    });
    expect((await lookUp('/geo/reverse?lon=2.35&lat=48.85')).json()).toEqual({ address: null });
  });

  it('refuses a point out of range, or no point, per field', async () => {
    const out = await lookUp('/geo/reverse?lon=181&lat=-91');
    expect(out.statusCode).toBe(422);
    expect(out.json().validation_errors).toEqual({ lon: ['invalidMaxValue'], lat: ['invalidMinValue'] });
    const none = await lookUp('/geo/reverse?lon=east');
    expect(none.json().validation_errors).toEqual({ lon: ['onlyNumbersRequired'], lat: ['fieldRequired'] });
  });
});

it('limits look-ups per address', async () => {
  const address = '10.9.9.9';
  for (let call = 0; call < LIMIT; call++) expect((await lookUp('/geo/search?q=abay', 'ru', address)).statusCode).toBe(200);
  const refused = await lookUp('/geo/reverse?lon=76.9&lat=43.2', 'ru', address);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ error_type: 'too_many_requests' });
  expect((await lookUp('/geo/search?q=abay')).statusCode).toBe(200);
});

it('answers from the gazetteer when Yandex fails', async () => {
  const { db } = await createTestDatabase();
  let calls = 0;
  const down = await listenOnFreePort(
    http.createServer((_request, response) => {
      calls++;
      response.writeHead(503).end();
    }),
  );
  const yandexApp = await buildTestApp(db, {
    LOG_LEVEL: 'silent',
    GEOCODER: 'yandex',
    YANDEX_GEOCODER_KEY: 'k',
    YANDEX_GEOCODER_URL: `${down.url}/1.x`,
  });
  try {
    const response = await yandexApp.inject({ method: 'GET', url: '/geo/search?q=Абая&city=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().suggestions[0]).toMatchObject({ street: 'проспект Абая', city_id: 1 });
    expect(calls).toBe(1);
  } finally {
    await yandexApp.close();
    await down.close();
  }
});
