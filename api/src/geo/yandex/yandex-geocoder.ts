import { GEO_MAX_SUGGESTIONS, type AddressSuggestion } from '@jetkiz/contracts';
import type { AddressLanguage, Geocoder } from '../geocoder';
import { foldForSearch } from '../offline/address-text';

export interface YandexGeocoderOptions {
  /** the HTTP API's address, https://geocode-maps.yandex.ru/1.x (tests point it at a local fake) */
  url: string;
  apiKey: string;
  timeoutMs: number;
  /** the cities of GET /cities: a found locality with one of their names gets its id, and a search in one is prefixed with it */
  cities: readonly { id: number; ru: string; kk: string; en: string }[];
}

// Yandex answers in ru_RU, en_US and a few other locales, none of them Kazakh: Kazakh readers get the Russian names,
// which is how streets are signed across the country.
const YANDEX_LANGUAGE: Record<AddressLanguage, string> = { ru: 'ru_RU', kk: 'ru_RU', en: 'en_US' };

interface YandexComponent {
  kind?: unknown;
  name?: unknown;
}

interface YandexGeoObject {
  name?: unknown;
  Point?: { pos?: unknown };
  metaDataProperty?: { GeocoderMetaData?: { text?: unknown; Address?: { formatted?: unknown; Components?: unknown } } };
}

interface YandexAnswer {
  response?: { GeoObjectCollection?: { featureMember?: unknown } };
}

/** The geocoder failed to answer (network, timeout, an error status or an answer not in its format). */
export class GeocoderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GeocoderUnavailableError';
  }
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * Yandex's Geocoder HTTP API (geocode-maps.yandex.ru/1.x, JSON): a search sends spec §7's street as "country, city,
 * text"; a point goes as "lon,lat" and Yandex answers positions as "lon lat" in Point.pos. The key travels in the
 * query string as Yandex requires, so the URL is never logged. Failures throw GeocoderUnavailableError.
 */
export function yandexGeocoder({ url, apiKey, timeoutMs, cities }: YandexGeocoderOptions): Geocoder {
  const cityIdByName = new Map<string, number>();
  for (const city of cities) for (const name of [city.ru, city.kk, city.en]) cityIdByName.set(foldForSearch(name), city.id);
  const cityById = new Map(cities.map((city) => [city.id, city]));

  async function ask(geocode: string, language: AddressLanguage, extra: Record<string, string>): Promise<AddressSuggestion[]> {
    const address = new URL(url);
    address.search = new URLSearchParams({
      apikey: apiKey,
      geocode,
      format: 'json',
      lang: YANDEX_LANGUAGE[language],
      ...extra,
    }).toString();
    let response: Response;
    try {
      response = await fetch(address, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new GeocoderUnavailableError(`Yandex geocoder unreachable: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    if (!response.ok) throw new GeocoderUnavailableError(`Yandex geocoder answered HTTP ${response.status}`);
    let answer: YandexAnswer;
    try {
      answer = (await response.json()) as YandexAnswer;
    } catch (error) {
      throw new GeocoderUnavailableError('Yandex geocoder answered without JSON', { cause: error });
    }
    const members = answer.response?.GeoObjectCollection?.featureMember;
    if (!Array.isArray(members)) throw new GeocoderUnavailableError('Yandex geocoder answered without a GeoObjectCollection');
    return members.flatMap((member: { GeoObject?: YandexGeoObject }) => {
      const suggestion = member?.GeoObject ? suggestionOf(member.GeoObject) : null;
      return suggestion ? [suggestion] : [];
    });
  }

  function suggestionOf(object: YandexGeoObject): AddressSuggestion | null {
    const [lon, lat] = String(object.Point?.pos ?? '')
      .split(' ')
      .map(Number);
    if (!Number.isFinite(lon) || !Number.isFinite(lat) || Math.abs(lon) > 180 || Math.abs(lat) > 90) return null;
    const meta = object.metaDataProperty?.GeocoderMetaData;
    const components = Array.isArray(meta?.Address?.Components) ? (meta.Address.Components as YandexComponent[]) : [];
    // The last of a kind is the most precise (a province comes twice: the region, then the city of national rank).
    const named = (kind: string) => text([...components].reverse().find((component) => component?.kind === kind)?.name);
    const city = named('locality');
    const label = text(meta?.Address?.formatted) ?? text(meta?.text) ?? text(object.name);
    if (!label) return null;
    return {
      label,
      street: named('street'),
      building: named('house'),
      city_id: city ? (cityIdByName.get(foldForSearch(city)) ?? null) : null,
      city,
      lon,
      lat,
    };
  }

  return {
    name: 'yandex',
    search(query, cityId, language) {
      const city = cityId === undefined ? undefined : cityById.get(cityId);
      const geocode = ['Казахстан', city?.ru, query].filter(Boolean).join(', ');
      return ask(geocode, language, { results: String(GEO_MAX_SUGGESTIONS) });
    },
    async reverse(lon, lat, language) {
      const [nearest] = await ask(`${lon},${lat}`, language, { kind: 'house', results: '1' });
      return nearest ?? null;
    },
  };
}
