import type { FastifyInstance } from 'fastify';
import { setUpTestApp } from '../testing';

let app: FastifyInstance;

setUpTestApp((test) => ({ app } = test));

describe('GET /cities', () => {
  it('lists the main cities of Kazakhstan with stable ids, three names and coordinates inside the country', async () => {
    const response = await app.inject({ method: 'GET', url: '/cities' });
    expect(response.statusCode).toBe(200);
    const cities =
      response.json<{ id: number; name_ru: string; name_kk: string; name_en: string; latitude: number; longitude: number }[]>();
    expect(cities.length).toBeGreaterThanOrEqual(40);
    expect(cities.slice(0, 4).map((city) => [city.id, city.name_en])).toEqual([
      [1, 'Almaty'],
      [2, 'Astana'],
      [3, 'Shymkent'],
      [4, 'Karaganda'],
    ]);
    for (const city of cities) {
      expect(city.latitude).toBeGreaterThan(40.5);
      expect(city.latitude).toBeLessThan(55.5);
      expect(city.longitude).toBeGreaterThan(46.5);
      expect(city.longitude).toBeLessThan(87.5);
      expect(city.name_ru).toMatch(/^[А-ЯЁа-яё -]+$/);
    }
    const names = new Set(cities.map((city) => city.name_en));
    for (const name of [
      'Aktobe',
      'Taraz',
      'Pavlodar',
      'Ust-Kamenogorsk',
      'Semey',
      'Atyrau',
      'Kostanay',
      'Kyzylorda',
      'Uralsk',
      'Petropavl',
      'Aktau',
      'Temirtau',
      'Turkestan',
      'Kokshetau',
      'Taldykorgan',
      'Ekibastuz',
      'Zhezkazgan',
      'Balkhash',
    ]) {
      expect(names).toContain(name);
    }
    expect(cities.find((city) => city.name_en === 'Ust-Kamenogorsk')?.name_kk).toBe('Өскемен');
  });
});

describe('the API shell', () => {
  it('answers /health when the database is reachable', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown route with 404 in the error format', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error_type: 'not_found', error_message: 'Route GET /no-such-route not found' });
  });

  it('serves the OpenAPI document with the routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/health', '/cities']));
  });

  it('allows the site origin by CORS and not a stranger', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/cities',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const refused = await app.inject({ method: 'GET', url: '/cities', headers: { origin: 'https://evil.example' } });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
