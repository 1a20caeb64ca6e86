import type { FastifyBaseLogger } from 'fastify';
import type { GeoConfig } from '../config';
import type { Geocoder } from './geocoder';
import { offlineGeocoder, type GazetteerCity } from './offline/offline-geocoder';
import GAZETTEER from './offline/kazakhstan-gazetteer.json';
import { yandexGeocoder } from './yandex/yandex-geocoder';

/**
 * `primary`, answered by `fallback` whenever it fails: a search never fails because a maps service is down or
 * out of quota; the failure is logged (its reason only: queries are addresses, personal data, never logged).
 */
export function withFallback(primary: Geocoder, fallback: Geocoder, logger: FastifyBaseLogger): Geocoder {
  async function either<T>(call: (geocoder: Geocoder) => Promise<T>): Promise<T> {
    try {
      return await call(primary);
    } catch (error) {
      logger.warn(
        { geocoder: primary.name, reason: error instanceof Error ? error.message : String(error) },
        'geocoder failed, answered offline',
      );
      return call(fallback);
    }
  }
  return {
    name: `${primary.name}+${fallback.name}`,
    search: (query, cityId, language) => either((geocoder) => geocoder.search(query, cityId, language)),
    reverse: (lon, lat, language) => either((geocoder) => geocoder.reverse(lon, lat, language)),
  };
}

/** The geocoder GEOCODER names: the offline gazetteer, or Yandex backed by it. */
export function geocoderFor(config: GeoConfig, logger: FastifyBaseLogger): Geocoder {
  const offline = offlineGeocoder();
  if (config.geocoder !== 'yandex' || !config.yandex.apiKey) return offline;
  const yandex = yandexGeocoder({
    url: config.yandex.url,
    apiKey: config.yandex.apiKey,
    timeoutMs: config.yandex.timeoutMs,
    cities: GAZETTEER.cities as GazetteerCity[],
  });
  return withFallback(yandex, offline, logger);
}
