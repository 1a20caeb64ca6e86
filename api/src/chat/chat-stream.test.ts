import {
  chatMessageEntitySchema,
  chatReadReceiptEntitySchema,
  chatStreamEventOf,
  toJsonSchema,
  type ChatMessage,
  type ChatReadReceipt,
} from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { acceptedDeal, dealParties, type DealParties } from '../deals/deal-testing';
import { bearer, post, registerUser, setUpTestApp } from '../testing';
import { openEventStream, pendingBind, type EventReader } from './chat-testing';

// The live stream over real HTTP: the app listens on a free port and the stream is read with fetch, as the profile does.
let app: FastifyInstance;
let db: Db;
let parties: DealParties;
let baseUrl: string;
const readers: EventReader[] = [];
setUpTestApp(
  async (test) => {
    ({ app, db } = test);
    parties = await dealParties(app, db);
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  },
  { CHAT_HEARTBEAT_SECONDS: '1' },
);
afterEach(() => readers.splice(0).forEach((reader) => reader.close()));

async function stream(bindId: number, token: string, lastEventId?: string): Promise<EventReader> {
  const reader = await openEventStream(`${baseUrl}/binds/${bindId}/messages/stream`, { token, lastEventId });
  readers.push(reader);
  return reader;
}

const say = (bindId: number, token: string, text: string) => post(app, `/binds/${bindId}/messages`, { text }, bearer(token));

it('pushes new messages and read receipts to both parties, each in their own view', async () => {
  const bindId = await acceptedDeal(app, parties);
  const senderStream = await stream(bindId, parties.sender.token);
  const travelerStream = await stream(bindId, parties.traveler.token);
  expect([senderStream.status, travelerStream.status]).toEqual([200, 200]);

  const sent = (await say(bindId, parties.sender.token, 'Звоните +7 701 234 56 78')).json<ChatMessage>();
  const own = await senderStream.next();
  const other = await travelerStream.next();
  expect(own).toMatchObject({
    event: 'message',
    data: { id: sent.id, author: 'me', text: 'Звоните +7 701 234 56 78', contacts_hidden: true },
  });
  expect(other).toMatchObject({ event: 'message', data: { id: sent.id, author: 'other', text: 'Звоните •••', contacts_hidden: false } });
  expect(own.id).toBe(other.id);

  await post(app, `/binds/${bindId}/messages/read`, { up_to: sent.id }, bearer(parties.traveler.token));
  const receipt = await senderStream.next();
  expect(receipt).toMatchObject({ event: 'read', data: { reader: 'other', up_to: sent.id } });
  expect((receipt.data as ChatReadReceipt).read_at).toEqual(expect.any(String));
  expect(Object.keys(receipt.data as ChatReadReceipt).sort()).toEqual(Object.keys(chatReadReceiptEntitySchema.fields).sort());
  const ownReceipt = await travelerStream.next();
  expect(ownReceipt).toMatchObject({ event: 'read', data: { reader: 'me', up_to: sent.id } });

  // the profile reads each event through the contracts' schemas: every one written is read back whole
  for (const { event, data } of [own, other, receipt, ownReceipt]) {
    expect(chatStreamEventOf(event, data)).toEqual({ type: event, data });
  }
});

it("documents its events at /docs by the contracts' message and read receipt", async () => {
  const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json<{
    paths: Record<string, { get: { responses: object } }>;
  }>();
  expect(document.paths['/binds/{id}/messages/stream']?.get.responses).toMatchObject({
    200: {
      content: {
        'text/event-stream': { schema: { anyOf: [toJsonSchema(chatMessageEntitySchema), toJsonSchema(chatReadReceiptEntitySchema)] } },
      },
    },
  });
});

it('replays what was missed after Last-Event-ID on reconnect, none twice', async () => {
  const { bindId } = await pendingBind(app, parties.sender, parties.tripId);
  const first = await stream(bindId, parties.traveler.token);
  await say(bindId, parties.sender.token, 'one');
  const seen = await first.next();
  first.close();

  for (const text of ['two', 'three']) await say(bindId, parties.sender.token, text);
  const again = await stream(bindId, parties.traveler.token, seen.id);
  const replayed = [await again.next(), await again.next()];
  expect(replayed.map((event) => (event.data as ChatMessage).text)).toEqual(['two', 'three']);
  await say(bindId, parties.sender.token, 'four');
  expect(((await again.next()).data as ChatMessage).text).toBe('four');
  expect(await again.collectFor(300)).toEqual([]);
  const ids = [seen, ...replayed].map((event) => Number(event.id));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
});

it('keeps a presence row per open stream, refreshed by the heartbeat and removed on close', async () => {
  const { bindId } = await pendingBind(app, parties.sender, parties.tripId);
  const reader = await stream(bindId, parties.traveler.token);
  const presence = () => db.selectFrom('chat_presence').select(['party', 'seen_at']).where('bind_id', '=', bindId).execute();
  const [opened] = await presence();
  expect(opened.party).toBe('traveler');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [refreshed] = await presence();
  expect(refreshed.seen_at.getTime()).toBeGreaterThan(opened.seen_at.getTime());
  reader.close();
  const deadline = Date.now() + 3000;
  while ((await presence()).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await presence()).toEqual([]);
});

it('answers 401 without credentials and 404 to a stranger, before any stream starts', async () => {
  const { bindId } = await pendingBind(app, parties.sender, parties.tripId);
  expect((await fetch(`${baseUrl}/binds/${bindId}/messages/stream`)).status).toBe(401);
  expect((await stream(bindId, 'not-a-session')).status).toBe(401);
  const stranger = await registerUser(app);
  expect((await stream(bindId, stranger.token)).status).toBe(404);
  expect((await stream(bindId + 100_000, parties.sender.token)).status).toBe(404);
});
