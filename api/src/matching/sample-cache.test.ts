import Fastify, { type FastifyInstance } from 'fastify';
import type { PGlite } from 'kysely';
import { sql } from 'kysely';
import { pgliteListener, postgresListener, type Db, type ListeningDatabase, type NotifyHandlers, type NotifyListener } from '../db';
import {
  ASTANA,
  SHYMKENT,
  buildTestApp,
  createParcel,
  createTestDatabase,
  createTrip,
  daysFromToday,
  publishedReviewsOf,
  registerUser,
  request,
  verifyUser,
  type RegisteredUser,
} from '../testing';
import { PARCELS_CHANGED, TRAVELER_SAMPLE_CHANNEL, createSampleCache, type SampleCache } from './sample-cache';

type ListenerEvent = keyof NotifyHandlers;

/** A process's listener whose test can wait for the next thing it tells (a NOTIFY heard, LISTEN lost or held). */
interface WatchedListener extends NotifyListener {
  next(event: ListenerEvent): Promise<void>;
}

function watched(inner: NotifyListener): WatchedListener {
  const waiting: Record<ListenerEvent, (() => void)[]> = { notified: [], listening: [], lost: [] };
  const told = (event: ListenerEvent) => {
    for (const wake of waiting[event].splice(0)) wake();
  };
  return {
    start: (handlers: NotifyHandlers) =>
      inner.start({
        notified(payload) {
          handlers.notified(payload);
          told('notified');
        },
        listening() {
          handlers.listening();
          told('listening');
        },
        lost() {
          handlers.lost();
          told('lost');
        },
      }),
    stop: () => inner.stop(),
    next: (event) => new Promise((resolve) => waiting[event].push(resolve)),
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Names the listening connections of this file on the server, so that a test can end one. */
const LISTENER_NAME = `sample-cache-test-${process.pid}`;

/** A listener as an API process of its own would hold: on the worker's PGlite, or a connection to the server. */
async function processListener(): Promise<WatchedListener> {
  if (postgresUrl) {
    const url = new URL(postgresUrl);
    url.searchParams.set('application_name', LISTENER_NAME);
    return watched(postgresListener(url.toString(), TRAVELER_SAMPLE_CHANNEL, Fastify({ logger: false }).log, 50));
  }
  const worker = (globalThis as unknown as { __jetkizTestDatabase: { getPglite(): Promise<PGlite & ListeningDatabase> } })
    .__jetkizTestDatabase;
  return watched(pgliteListener(await worker.getPglite(), TRAVELER_SAMPLE_CHANNEL));
}

let db: Db;
let first: FastifyInstance;
let second: FastifyInstance;
let firstListener: WatchedListener;
let secondListener: WatchedListener;
let sender: RegisteredUser;
let parcel: { id: number };

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  firstListener = await processListener();
  secondListener = await processListener();
  // Two API processes on one database: each has its own connections and its own listener.
  first = await buildTestApp(db, {}, { sampleListener: firstListener });
  second = await buildTestApp(database.connectAgain(), {}, { sampleListener: secondListener });
  sender = await registerUser(first, { email: 'cache-sender@example.kz' });
  parcel = await createParcel(first, sender.token, { weight_class: 'M', weight_kg: 2, deadline: daysFromToday(10) });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** Both processes heard the NOTIFY of what `change` commits. */
async function seenByBoth(change: () => Promise<unknown>): Promise<void> {
  const heard = Promise.all([firstListener.next('notified'), secondListener.next('notified')]);
  await change();
  await heard;
}

async function sampleOf(app: FastifyInstance): Promise<number[]> {
  const response = await request(app, 'GET', `/parcels/${parcel.id}/trips/sample`, sender.token);
  expect(response.statusCode).toBe(200);
  return response.json<{ trip_id: number }[]>().map((card) => card.trip_id);
}

describe("the traveler sample's cache, invalidated through LISTEN/NOTIFY", () => {
  let traveler: RegisteredUser;
  let other: RegisteredUser;
  let tripOfTraveler: number;
  let tripOfOther: number;

  beforeAll(async () => {
    traveler = await registerUser(first, { first_name: 'Айгерим' });
    other = await registerUser(first, { first_name: 'Болат' });
  });

  it('shows a trip created through one process in the very next sample of both, once they heard its commit', async () => {
    expect(await sampleOf(first)).toEqual([]);
    expect(await sampleOf(second)).toEqual([]);
    await seenByBoth(async () => {
      tripOfTraveler = await createTrip(first, traveler.token, { trip_date: daysFromToday(3) });
    });
    expect(await sampleOf(second)).toEqual([tripOfTraveler]);
    expect(await sampleOf(first)).toEqual([tripOfTraveler]);
  });

  it('answers from the cache: a change that sends no NOTIFY is not seen until one comes', async () => {
    await sampleOf(second);
    await db.transaction().execute(async (trx) => {
      // Triggers off for this transaction only: the row changes and nobody is told.
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable('trips').set({ to_city_id: SHYMKENT }).where('id', '=', tripOfTraveler).execute();
    });
    expect(await sampleOf(second)).toEqual([tripOfTraveler]);
    await seenByBoth(() => sql`select pg_notify(${TRAVELER_SAMPLE_CHANNEL}, '')`.execute(db));
    expect(await sampleOf(second)).toEqual([]);
    await seenByBoth(() => db.updateTable('trips').set({ to_city_id: ASTANA }).where('id', '=', tripOfTraveler).execute());
    expect(await sampleOf(second)).toEqual([tripOfTraveler]);
  });

  it('drops an unpublished trip from both processes', async () => {
    await seenByBoth(async () => {
      tripOfOther = await createTrip(second, other.token, { trip_date: daysFromToday(3) });
    });
    expect(await sampleOf(first)).toEqual([tripOfTraveler, tripOfOther]);
    await seenByBoth(() => db.updateTable('trips').set({ confirmed_at: null }).where('id', '=', tripOfOther).execute());
    expect(await sampleOf(first)).toEqual([tripOfTraveler]);
    expect(await sampleOf(second)).toEqual([tripOfTraveler]);
    await seenByBoth(() => db.updateTable('trips').set({ confirmed_at: new Date() }).where('id', '=', tripOfOther).execute());
    expect(await sampleOf(second)).toEqual([tripOfTraveler, tripOfOther]);
  });

  it('reorders on a rating change and shows a verification at once', async () => {
    expect(await sampleOf(first)).toEqual([tripOfTraveler, tripOfOther]);
    await seenByBoth(() => publishedReviewsOf(db, other.userId, [5, 5]));
    expect(await sampleOf(first)).toEqual([tripOfOther, tripOfTraveler]);
    expect(await sampleOf(second)).toEqual([tripOfOther, tripOfTraveler]);
    await seenByBoth(() => verifyUser(db, traveler.userId));
    const cards = (await request(second, 'GET', `/parcels/${parcel.id}/trips/sample`, sender.token)).json<{ verified: boolean }[]>();
    expect(cards.map((card) => card.verified)).toEqual([false, true]);
  });

  it("follows a parcel's new deadline in both processes, since who may read it and its fit are kept too", async () => {
    const later = await createTrip(first, traveler.token, { trip_date: daysFromToday(20) });
    expect(await sampleOf(second)).not.toContain(later);
    await seenByBoth(() =>
      db
        .updateTable('parcels')
        .set({ deadline: daysFromToday(25) })
        .where('id', '=', parcel.id)
        .execute(),
    );
    expect(await sampleOf(second)).toContain(later);
    expect(await sampleOf(first)).toContain(later);
    await seenByBoth(() =>
      db
        .updateTable('parcels')
        .set({ deadline: daysFromToday(10) })
        .where('id', '=', parcel.id)
        .execute(),
    );
    expect(await sampleOf(second)).not.toContain(later);
  });

  it('stops answering a guest whose token is gone, in both processes, and never keeps a refusal', async () => {
    const guest = await createParcel(first, null, { guest_email: 'cache-guest@example.kz', deadline: daysFromToday(10) });
    const url = `/parcels/${guest.id}/trips/sample?guest_token=${guest.guest_token}`;
    expect((await request(second, 'GET', `/parcels/${guest.id}/trips/sample?guest_token=wrong`, null)).statusCode).toBe(404);
    expect((await request(second, 'GET', url, null)).statusCode).toBe(200);
    expect((await request(first, 'GET', url, null)).statusCode).toBe(200);
    await seenByBoth(() => db.deleteFrom('parcel_guest_tokens').where('parcel_id', '=', guest.id).execute());
    expect((await request(second, 'GET', url, null)).statusCode).toBe(404);
    expect((await request(first, 'GET', url, null)).statusCode).toBe(404);
  });

  it('drops a deleted trip from the next sample', async () => {
    await sampleOf(second);
    await seenByBoth(() => db.deleteFrom('trips').where('id', '=', tripOfOther).execute());
    expect(await sampleOf(second)).toEqual([tripOfTraveler]);
  });
});

(postgresUrl ? it : it.skip)(
  'answers from the database alone while the listening connection is lost (needs TEST_DATABASE_URL)',
  async () => {
    /** A change the triggers do not announce: only a process that does not use its cache sees it. */
    const silently = (toCity: number) =>
      db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        await trx.updateTable('trips').set({ to_city_id: toCity }).where('to_city_id', 'in', [ASTANA, SHYMKENT]).execute();
      });
    const before = await sampleOf(second);
    expect(before.length).toBeGreaterThan(0);
    const lost = Promise.all([firstListener.next('lost'), secondListener.next('lost')]);
    const back = Promise.all([firstListener.next('listening'), secondListener.next('listening')]);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME}`.execute(db);
    await lost;
    await silently(SHYMKENT);
    expect(await sampleOf(second)).toEqual([]);
    await back;
    await silently(ASTANA);
    expect(await sampleOf(second)).toEqual(before);
  },
);

describe('createSampleCache', () => {
  const subject = { from_city_id: 1, to_city_id: 2, deadline: '2099-01-01', load_kg: 2, owner_id: null };

  function handheldListener() {
    let handlers: NotifyHandlers | undefined;
    const listener: NotifyListener = {
      start: async (given) => {
        handlers = given;
        given.listening();
      },
      stop: async () => undefined,
    };
    return { listener, handlers: () => handlers! };
  }

  /** A sample load that counts how often the cache called it. */
  function countedLoad() {
    let calls = 0;
    const load = async () => {
      calls += 1;
      return '[]';
    };
    return { load, loads: () => calls };
  }

  async function askTwice(cache: SampleCache, load: () => Promise<string>) {
    await cache.sampleOf(subject, load);
    await cache.sampleOf(subject, load);
  }

  it('keeps nothing while it does not listen: before start, with no listener, after the connection is lost', async () => {
    const { listener, handlers } = handheldListener();
    const cache = createSampleCache(listener);
    const { load, loads } = countedLoad();
    await askTwice(cache, load);
    expect(loads()).toBe(2);
    await cache.start();
    await askTwice(cache, load);
    expect(loads()).toBe(3);
    handlers().lost();
    await askTwice(cache, load);
    expect(loads()).toBe(5);
    handlers().listening();
    await askTwice(cache, load);
    expect(loads()).toBe(6);

    const uncached = createSampleCache(null);
    await uncached.start();
    await askTwice(uncached, load);
    expect(loads()).toBe(8);
  });

  it("drops the parcels' grants on a 'parcels' NOTIFY and the samples on any other", async () => {
    const { listener, handlers } = handheldListener();
    const cache = createSampleCache(listener);
    await cache.start();
    const { load: sample, loads: samples } = countedLoad();
    let grants = 0;
    const grant = async () => {
      grants += 1;
      return { ...subject, id: 1 };
    };
    const both = async () => {
      await cache.parcelOf('1||token', grant);
      await cache.sampleOf(subject, sample);
    };
    await both();
    await both();
    expect([grants, samples()]).toEqual([1, 1]);
    handlers().notified(PARCELS_CHANGED);
    await both();
    expect([grants, samples()]).toEqual([2, 1]);
    handlers().notified('');
    await both();
    expect([grants, samples()]).toEqual([2, 2]);
    await expect(cache.parcelOf('2||wrong', () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    await expect(cache.parcelOf('2||wrong', grant)).resolves.toEqual(subject);
  });

  it("does not keep a load that an invalidation overtook, and keys by what the parcel's fit depends on", async () => {
    const { listener, handlers } = handheldListener();
    const cache = createSampleCache(listener);
    await cache.start();
    let finish: (sample: string) => void = () => undefined;
    const overtaken = cache.sampleOf(subject, () => new Promise((resolve) => (finish = resolve)));
    handlers().notified('');
    finish('[]');
    await overtaken;
    const { load, loads } = countedLoad();
    await askTwice(cache, load);
    await cache.sampleOf({ ...subject, load_kg: 3 }, load);
    await cache.sampleOf({ ...subject, owner_id: 7 }, load);
    expect(loads()).toBe(3);
  });
});
