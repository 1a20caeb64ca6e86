import type { Bind, MyParcel, MyTrip, Parcel, Trip } from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, DbExecutor } from '../db';
import { myParcelSchema, myTripSchema } from '../docs';
import { errorResponses } from '../http';

/** What the profile's lists are made of; each feature answers for its own entity. */
export interface MyAccountSources {
  parcelsOfOwner(executor: DbExecutor, ownerId: number): Promise<Parcel[]>;
  parcelsByIds(executor: DbExecutor, ids: number[]): Promise<Map<number, Parcel>>;
  tripsOfTraveler(executor: DbExecutor, travelerId: number): Promise<Trip[]>;
  tripsByIds(executor: DbExecutor, ids: number[]): Promise<Map<number, Trip>>;
  bindsOfTrips(executor: DbExecutor, tripIds: number[]): Promise<Map<number, Bind[]>>;
}

async function myParcels(db: Db, sources: MyAccountSources, userId: number): Promise<MyParcel[]> {
  const parcels = await sources.parcelsOfOwner(db, userId);
  const trips = await sources.tripsByIds(db, [...new Set(parcels.flatMap((parcel) => (parcel.bind ? [parcel.bind.trip_id] : [])))]);
  return parcels.map((parcel) => ({ ...parcel, trip: parcel.bind ? (trips.get(parcel.bind.trip_id) ?? null) : null }));
}

async function myTrips(db: Db, sources: MyAccountSources, userId: number): Promise<MyTrip[]> {
  const trips = await sources.tripsOfTraveler(db, userId);
  const binds = await sources.bindsOfTrips(
    db,
    trips.map((trip) => trip.id),
  );
  const parcels = await sources.parcelsByIds(db, [...new Set([...binds.values()].flat().map((bind) => bind.parcel_id))]);
  return trips.map((trip) => ({
    ...trip,
    offers: (binds.get(trip.id) ?? []).map((bind) => ({ bind, parcel: parcels.get(bind.parcel_id)! })),
  }));
}

export function myAccountRoutes({
  db,
  authenticate,
  sources,
}: {
  db: Db;
  authenticate(request: FastifyRequest): Promise<void>;
  sources: MyAccountSources;
}) {
  return async function registerMyAccountRoutes(app: FastifyInstance): Promise<void> {
    /** A list of the logged-in user's own. */
    const ownList = (url: string, summary: string, item: object, list: (userId: number) => Promise<unknown[]>) =>
      app.get(
        url,
        {
          preHandler: authenticate,
          schema: {
            tags: ['profile'],
            summary,
            security: [{ bearer: [] as string[] }],
            response: { 200: { type: 'array', items: item }, ...errorResponses(401) },
          },
        },
        async (request) => list(request.session!.user.id),
      );

    ownList(
      '/me/parcels',
      "The user's parcels, newest first, each with its current bind and that bind's trip and traveler",
      myParcelSchema,
      (userId) => myParcels(db, sources, userId),
    );
    ownList(
      '/me/trips',
      "The user's trips, latest date first, each with the parcels offered to it and their bind status",
      myTripSchema,
      (userId) => myTrips(db, sources, userId),
    );
  };
}
