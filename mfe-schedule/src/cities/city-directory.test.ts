import { createApiClient } from '@jetkiz/contracts';
import { mockApi, type MockApi } from '@jetkiz/mock-api';
import { CITIES } from '../testing/marketplace';
import { cityDirectoryFor } from './city-directory';
import { allowForBusyMachine } from '../testing/patience';

allowForBusyMachine();

let server: MockApi;

beforeEach(async () => {
  server = mockApi();
});

afterEach(() => server.close());

const apiAt = (url: string) => createApiClient({ baseUrl: url, getToken: () => null, getLanguage: () => 'en', onUnauthorized: () => {} });

describe('cityDirectoryFor', () => {
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
});
