import http from 'node:http';
import { listenOnFreePort } from '../../testing';
import { GeocoderUnavailableError, yandexGeocoder } from './yandex-geocoder';

type Reply = { status: number; body: unknown } | { hang: true };

/** Yandex's Geocoder HTTP API as a client sees it, on 127.0.0.1: answers each request with the next reply. */
async function fakeYandex(replies: Reply[]) {
  const seen: URL[] = [];
  const server = http.createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://fake'));
    const reply = replies[Math.min(seen.length - 1, replies.length - 1)];
    if ('hang' in reply) return;
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  });
  const listening = await listenOnFreePort(server);
  return { ...listening, seen };
}

const house = {
  GeoObject: {
    metaDataProperty: {
      GeocoderMetaData: {
        kind: 'house',
        text: 'Казахстан, Алматы, проспект Абая, 150',
        precision: 'exact',
        Address: {
          country_code: 'KZ',
          formatted: 'Казахстан, Алматы, проспект Абая, 150',
          Components: [
            { kind: 'country', name: 'Казахстан' },
            { kind: 'province', name: 'Алматы' },
            { kind: 'locality', name: 'Алматы' },
            { kind: 'street', name: 'проспект Абая' },
            { kind: 'house', name: '150' },
          ],
        },
      },
    },
    name: 'проспект Абая, 150',
    description: 'Алматы, Казахстан',
    Point: { pos: '76.904172 43.240113' },
  },
};
const collection = (...featureMember: unknown[]) => ({
  status: 200,
  body: { response: { GeoObjectCollection: { metaDataProperty: {}, featureMember } } },
});
const CITIES = [{ id: 1, ru: 'Алматы', kk: 'Алматы', en: 'Almaty' }];

// A busy machine can take longer than a short time-out to answer, so only the time-out's own case uses one.
async function withYandex(
  replies: Reply[],
  run: (fake: Awaited<ReturnType<typeof fakeYandex>>, geocoder: ReturnType<typeof yandexGeocoder>) => Promise<void>,
  timeoutMs = 10_000,
) {
  const fake = await fakeYandex(replies);
  try {
    await run(fake, yandexGeocoder({ url: `${fake.url}/1.x`, apiKey: 'yandex-test-key', timeoutMs, cities: CITIES }));
  } finally {
    await fake.close();
  }
}

describe("Yandex's geocoder", () => {
  it('searches "country, city, text" and reads the address and the "lon lat" position', async () => {
    await withYandex([collection(house, { GeoObject: { Point: { pos: 'nonsense' } } })], async (fake, geocoder) => {
      expect(await geocoder.search('Абая 150', 1, 'en')).toEqual([
        {
          label: 'Казахстан, Алматы, проспект Абая, 150',
          street: 'проспект Абая',
          building: '150',
          city_id: 1,
          city: 'Алматы',
          lon: 76.904172,
          lat: 43.240113,
        },
      ]);
      const [request] = fake.seen;
      expect(request.pathname).toBe('/1.x');
      expect(Object.fromEntries(request.searchParams)).toEqual({
        apikey: 'yandex-test-key',
        geocode: 'Казахстан, Алматы, Абая 150',
        format: 'json',
        lang: 'en_US',
        results: '10',
      });
    });
  });

  it('asks for the house at "lon,lat", and answers null when nothing is found', async () => {
    await withYandex([collection(house), collection()], async (fake, geocoder) => {
      expect(await geocoder.reverse(76.904, 43.24, 'kk')).toMatchObject({ street: 'проспект Абая', city_id: 1 });
      expect(Object.fromEntries(fake.seen[0].searchParams)).toMatchObject({
        geocode: '76.904,43.24',
        kind: 'house',
        results: '1',
        lang: 'ru_RU',
      });
      expect(await geocoder.reverse(0, 0, 'ru')).toBeNull();
      expect(await geocoder.search('Nowhere street', undefined, 'ru')).toEqual([]);
      expect(fake.seen[2].searchParams.get('geocode')).toBe('Казахстан, Nowhere street');
    });
  });

  it('fails as unavailable on an error status and an answer out of format', async () => {
    await withYandex(
      [
        { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'Invalid api key' } },
        { status: 200, body: { oops: true } },
      ],
      async (_fake, geocoder) => {
        await expect(geocoder.search('Абая', undefined, 'ru')).rejects.toThrow(
          new GeocoderUnavailableError('Yandex geocoder answered HTTP 403'),
        );
        await expect(geocoder.search('Абая', undefined, 'ru')).rejects.toThrow(
          new GeocoderUnavailableError('Yandex geocoder answered without a GeoObjectCollection'),
        );
      },
    );
  });

  it('fails as unreachable when Yandex does not answer in time', async () => {
    await withYandex(
      [{ hang: true }],
      async (_fake, geocoder) => {
        const started = Date.now();
        await expect(geocoder.reverse(76.9, 43.2, 'ru')).rejects.toThrow(/unreachable/);
        expect(Date.now() - started).toBeLessThan(3000);
      },
      300,
    );
  });
});
