import { KZT, MESSAGE_KEYS, PARCEL_CLASSES, recommendedPriceQuerySchema, type ParcelClass, type RecommendedPrice } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { CityDirectory, CityPosition } from '../cities';
import type { Db } from '../db';
import { errorResponses, fromContract, idOf, validationError } from '../http';
import { recommendedPrice, type PriceRoute } from './recommended-price';

interface PriceQuery {
  from?: string;
  to?: string;
  class?: string;
}

function isParcelClass(value: unknown): value is ParcelClass {
  return typeof value === 'string' && Object.hasOwn(PARCEL_CLASSES, value);
}

async function priceRouteOf(
  query: PriceQuery,
  cities: CityDirectory,
): Promise<{ route: PriceRoute; positions: Map<number, CityPosition> }> {
  const errors: Record<string, string[]> = {};
  const cityId = (field: 'from' | 'to') => {
    const raw = query[field];
    if (raw === undefined || raw === '') errors[field] = [MESSAGE_KEYS.fieldRequired];
    else if (idOf(raw) === null) errors[field] = [MESSAGE_KEYS.onlyNumbersRequired];
    return idOf(raw) ?? 0;
  };
  const from = cityId('from');
  const to = cityId('to');
  if (!errors.from && !errors.to && from === to) errors.to = [MESSAGE_KEYS.sameCities];
  if (query.class === undefined || query.class === '') errors.class = [MESSAGE_KEYS.fieldRequired];
  else if (!isParcelClass(query.class)) errors.class = [MESSAGE_KEYS.untitledError];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const known = await cities.positionsOf([from, to]);
  for (const [field, id] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!known.has(id)) errors[field] = [MESSAGE_KEYS.notFound];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { route: { from, to, parcelClass: query.class as ParcelClass }, positions: known };
}

export function priceRoutes({ db, cities }: { db: Db; cities: CityDirectory }) {
  return async function registerPriceRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Querystring: PriceQuery }>(
      '/prices/recommended',
      {
        schema: {
          tags: ['prices'],
          summary: 'Recommended reward (tenge): the median of recent real rewards on the route and class, else the published price list',
          querystring: fromContract(recommendedPriceQuerySchema),
          response: {
            200: {
              type: 'object',
              properties: {
                amount: { type: 'integer' },
                currency: { type: 'string', enum: [KZT] },
                sample_size: { type: 'integer', description: 'how many real rewards the median came from' },
                source: { type: 'string', enum: ['market', 'price_list'] },
              },
            },
            ...errorResponses(422),
          },
        },
      },
      async (request): Promise<RecommendedPrice> => {
        const { route, positions } = await priceRouteOf(request.query, cities);
        return recommendedPrice(db, route, positions);
      },
    );
  };
}
