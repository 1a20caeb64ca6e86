import { CITIES, apiClientFor, mockApi, type MockApi } from '../testing';
import { CitiesStore } from './cities-store';

let server: MockApi;
beforeEach(async () => {
  server = mockApi();
});
afterEach(() => server.close());

describe('CitiesStore', () => {
  it('names cities in each language once loaded, asking the API once', async () => {
    server.answer('GET', '/cities', { status: 200, body: CITIES });
    const cities = new CitiesStore(apiClientFor(server));
    expect(cities.nameOf(2, 'en')).toBe('…');
    await Promise.all([cities.load(), cities.load()]);
    expect(cities.nameOf(2, 'en')).toBe('Astana');
    expect(cities.nameOf(3, 'ru')).toBe('Шымкент');
    expect(server.callsTo('GET', '/cities')).toHaveLength(1);
  });

  it('tries again after a failure', async () => {
    server.answer('GET', '/cities', { status: 500, body: {} });
    const cities = new CitiesStore(apiClientFor(server));
    await cities.load();
    expect(cities.isLoaded).toBe(false);
    server.answer('GET', '/cities', { status: 200, body: CITIES });
    await cities.load();
    expect(cities.nameOf(1, 'kk')).toBe('Алматы');
  });
});
