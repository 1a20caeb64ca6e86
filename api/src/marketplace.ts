import type { FastifyInstance } from 'fastify';
import type { Authenticator, GuestAccounts, SignInHook } from './auth';
import { bindRoutes, createBindLookup, type DealCancellation } from './binds';
import type { BotCheck } from './bot-check';
import { createCityDirectory } from './cities';
import type { Config } from './config';
import { embeddedPgliteOf, pgliteListener, postgresListener, type Db, type NotifyListener } from './db';
import { createParcelPhotos, imageRoutes, localImageStore, type ImageStore } from './images';
import type { JobQueue } from './jobs';
import type { Limiter } from './limits';
import { TRAVELER_SAMPLE_CHANNEL, createMatchNotices, createSampleCache, isFittingTrip, hasFittingTrip, sampleRoutes } from './matching';
import { myAccountRoutes } from './my-account';
import { createMarketplaceNotices } from './notifications';
import type { Outbox } from './outbox';
import {
  createGuestTokens,
  createParcelAccess,
  createParcelCatalog,
  createParcelClaims,
  parcelRoutes,
  type ParcelSurroundings,
} from './parcels';
import type { PendingActions } from './pending-actions';
import { priceRoutes } from './prices';
import { createTripCatalog, createTripConfirmations, tripRoutes } from './trips';

export interface MarketplaceDependencies {
  db: Db;
  config: Config;
  jobs: JobQueue;
  outbox: Outbox;
  limiter: Limiter;
  botCheck: BotCheck;
  authenticator: Authenticator;
  guestAccounts: GuestAccounts;
  pendingActions: PendingActions;
  /** default: the local store in config.imagesDir */
  imageStore?: ImageStore;
  /** the safe deal's cancel (issue 17); without it only a pending request is cancelled */
  deals?: DealCancellation;
  /**
   * how the traveler sample's cache hears changes (default: LISTEN on DATABASE_URL, else on the embedded PGlite);
   * null, or a database neither can listen on, keeps no cache
   */
  sampleListener?: NotifyListener | null;
}

export interface Marketplace {
  /** for auth: a guest's parcels become the account's at sign-up and login */
  signInHooks: SignInHook[];
  registerRoutes(app: FastifyInstance): Promise<void>;
  /** parcels and trips as the marketplace shows them, for the deal page */
  catalogs: {
    parcelsByIds: ReturnType<typeof createParcelCatalog>['byIds'];
    tripsByIds: ReturnType<typeof createTripCatalog>['byIds'];
  };
}

const HOUR_MS = 3_600_000;
const ABANDONED_PHOTO_HOURS = 24;

/** Parcels, photos, trips, matching, binds, notices, prices and the profile lists, composed. */
export function createMarketplace(deps: MarketplaceDependencies): Marketplace {
  const { db, config, jobs, outbox, limiter, botCheck, authenticator, guestAccounts, pendingActions } = deps;
  const { identify, authenticate } = authenticator;
  const createsPerIp = config.limits.marketplacePerIp;

  const photos = createParcelPhotos({ db, store: deps.imageStore ?? localImageStore(config.imagesDir), apiUrl: config.apiUrl });
  const bindLookup = createBindLookup();
  const surroundings: ParcelSurroundings = { photosOf: photos.listFor, latestBindsOf: bindLookup.latestOf };
  const guestTokens = createGuestTokens();
  const access = createParcelAccess({ db, guestTokens });
  const cities = createCityDirectory(db);
  const trips = createTripCatalog();
  const parcels = createParcelCatalog(surroundings);
  const notices = createMarketplaceNotices({ outbox, siteUrl: config.siteUrl, profileUrl: config.profileUrl, guestTokens });
  const matchNotices = createMatchNotices({ db, jobs, notices });
  const claims = createParcelClaims({ surroundings, loginRedirects: pendingActions, guestTokens });
  /** What a new parcel and a new trip are both checked with: the bot check, the per-IP limit, the session and the cities. */
  const listingCreation = { db, limiter, createsPerIp, botCheck, identify, cities };
  jobs.every('purge abandoned parcel photos', HOUR_MS, () => photos.purgeUnattached(ABANDONED_PHOTO_HOURS));

  return {
    catalogs: { parcelsByIds: parcels.byIds, tripsByIds: trips.byIds },
    signInHooks: [
      async (trx, user) => {
        await claims.claimFor(trx, user);
      },
    ],
    async registerRoutes(app) {
      await app.register(
        imageRoutes({ photos, limiter, uploadsPerIp: createsPerIp, identify, uploaderOf: (request) => request.session?.user.id ?? null }),
      );
      await app.register(
        parcelRoutes({
          ...listingCreation,
          authenticate,
          claims,
          notices,
          access,
          guestTokens,
          photos,
          surroundings,
          matching: { hasFittingTrip },
        }),
      );
      const sampleListener = deps.sampleListener !== undefined ? deps.sampleListener : defaultSampleListener(db, config, app);
      await app.register(sampleRoutes({ db, identify, access, cache: createSampleCache(sampleListener) }));
      await app.register(
        bindRoutes({
          db,
          identify,
          authenticate,
          surroundings: { access, isFittingTrip, guestTokenOpens: guestTokens.opens },
          notices,
          limiter,
          limits: { perSender: config.limits.bindsPerSender, perParcel: config.limits.bindsPerParcel },
          deals: deps.deals,
        }),
      );
      await app.register(
        tripRoutes({
          ...listingCreation,
          travelerAccounts: guestAccounts,
          loginRedirects: pendingActions,
          arrivals: matchNotices,
          confirmations: createTripConfirmations({ notices, ttlHours: config.emailTokenTtlHours }),
        }),
      );
      await app.register(priceRoutes({ db, cities }));
      await app.register(
        myAccountRoutes({
          db,
          authenticate,
          sources: {
            parcelsOfOwner: parcels.ofOwner,
            parcelsByIds: parcels.byIds,
            tripsOfTraveler: trips.ofTraveler,
            tripsByIds: trips.byIds,
            bindsOfTrips: bindLookup.ofTrips,
          },
        }),
      );
    },
  };
}

function defaultSampleListener(db: Db, config: Config, app: FastifyInstance): NotifyListener | null {
  if (config.databaseUrl) return postgresListener(config.databaseUrl, TRAVELER_SAMPLE_CHANNEL, app.log);
  const pglite = embeddedPgliteOf(db);
  return pglite ? pgliteListener(pglite, TRAVELER_SAMPLE_CHANNEL) : null;
}
