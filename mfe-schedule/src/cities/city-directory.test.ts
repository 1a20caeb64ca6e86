import { createApiClient } from '@jetkiz/contracts';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { CITIES } from '../testing/marketplace';
import { CityDirectory, cityDirectoryFor } from './city-directory';
import { allowForBusyMachine } from '../testing/patience';

allowForBusyMachine();

let server: MockApi;

beforeEach(async () => {
  server = mockApi();
});

afterEach(() => server.close());

const apiAt = (url: string) => createApiClient({ baseUrl: url, getToken: () => null, getLanguage: () => 'en', onUnauthorized: () => {} });

describe('CityDirectory', () => {
  it('asks for the cities once however many parts of the page want them', async () => {
    server.answer('GET', '/cities', { status: 200, body: CITIES });
    const api = apiAt(server.url);
    expect(cityDirectoryFor(api)).toBe(cityDirectoryFor(api));
    await Promise.all([cityDirectoryFor(api).load(), cityDirectoryFor(api).load()]);
    await cityDirectoryFor(api).load();
    expect(server.callsTo('GET', '/cities')).toHaveLength(1);
    expect(cityDirectoryFor(api).nameOf(3, 'en')).toBe('Shymkent');
    expect(cityDirectoryFor(api).nameOf(404, 'en')).toBeNull();
  });

  it('tries again after a failure', async () => {
    server.answer('GET', '/cities', { status: 500, body: { error_type: 'server_error', error_message: 'Down' } });
    const directory = new CityDirectory(apiAt(server.url));
    await directory.load();
    expect(directory.status).toBe('failed');
    server.answer('GET', '/cities', { status: 200, body: CITIES });
    await directory.load();
    expect(directory.status).toBe('ready');
  });

  it('sorts the cities in the alphabet of the page', async () => {
    server.answer('GET', '/cities', { status: 200, body: CITIES });
    const directory = new CityDirectory(apiAt(server.url));
    await directory.load();
    expect(directory.sortedFor('en').map((city) => city.name_en)).toEqual(['Almaty', 'Astana', 'Shymkent']);
  });
});
