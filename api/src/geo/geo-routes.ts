import {
  geoReverseAnswerEntitySchema,
  geoReverseQuerySchema,
  geoSearchAnswerEntitySchema,
  geoSearchQuerySchema,
  toJsonSchema,
  type GeoReverseAnswer,
  type GeoSearchAnswer,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GeoConfig } from '../config';
import { errorResponses, fromContract, requestLocale, type ContractSchema } from '../http';
import type { Limiter } from '../limits';
import type { AddressLanguage, Geocoder } from './geocoder';

export interface GeoRoutesDependencies {
  geocoder: Geocoder;
  limiter: Limiter;
  config: GeoConfig;
}

/** The addresses' language for the caller's locale (Accept-Language): Kazakh is `kk` to the geocoders. */
export function addressLanguageOf(request: FastifyRequest): AddressLanguage {
  const locale = requestLocale(request);
  return locale === 'kz' ? 'kk' : locale;
}

/** Address search and the address of a point, in the caller's language (Accept-Language). */
export function geoRoutes({ geocoder, limiter, config }: GeoRoutesDependencies) {
  return async function registerGeoRoutes(app: FastifyInstance): Promise<void> {
    const limitByIp = (request: FastifyRequest) => limiter.enforce([[`geo:ip:${request.ip}`, config.lookupsPerIp]]);
    /** An address lookup: its query and answer, each caller's IP limited (429) as every geocoder call is. */
    const lookup = (summary: string, query: ContractSchema, answer: ContractSchema) => ({
      preHandler: limitByIp,
      schema: {
        tags: ['geo'],
        summary,
        querystring: fromContract(query),
        response: { 200: toJsonSchema(answer), ...errorResponses(422, 429) },
      },
    });

    app.get<{ Querystring: { q: string; city?: number } }>(
      '/geo/search',
      lookup(
        'Addresses matching a street and building as typed, best first; in one city of GET /cities when given',
        geoSearchQuerySchema,
        geoSearchAnswerEntitySchema,
      ),
      async (request): Promise<GeoSearchAnswer> => {
        const { q, city } = request.query;
        return { suggestions: await geocoder.search(q.trim(), city, addressLanguageOf(request)) };
      },
    );

    app.get<{ Querystring: { lon: number; lat: number } }>(
      '/geo/reverse',
      lookup(
        'The address nearest to a point ("use my location"), or null far from any known address',
        geoReverseQuerySchema,
        geoReverseAnswerEntitySchema,
      ),
      async (request): Promise<GeoReverseAnswer> => ({
        address: await geocoder.reverse(request.query.lon, request.query.lat, addressLanguageOf(request)),
      }),
    );
  };
}
