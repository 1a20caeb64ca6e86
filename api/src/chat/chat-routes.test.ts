import { chatChannelOfBind, type ChatList, type ChatMessage, type ChatMessagePage } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CONTACT_MASK } from '../contact-masking';
import type { Db } from '../db';
import { acceptedDeal, payThroughCheckout, setUpDealTestApp, type DealParties } from '../deals/deal-testing';
import { bearer, buildTestApp, outboxFor, post, registerUser, request, type RegisteredUser } from '../testing';
import { pendingBind } from './chat-testing';

let app: FastifyInstance;
let db: Db;
let parties: DealParties;
let stranger: RegisteredUser;
setUpDealTestApp((test) => ({ app, db, parties, stranger } = test));

const messagesOf = (bindId: number, token: string | null, query = '') => request(app, 'GET', `/binds/${bindId}/messages${query}`, token);
const send = (bindId: number, token: string | null, text: unknown, query = '') =>
  app.inject({ method: 'POST', url: `/binds/${bindId}/messages${query}`, payload: { text }, headers: token ? bearer(token) : {} });

async function sent(bindId: number, token: string, text: string): Promise<ChatMessage> {
  const response = await send(bindId, token, text);
  expect(response.statusCode).toBe(201);
  return response.json<ChatMessage>();
}

describe('who may chat', () => {
  it('lets the two parties read and write from the request on; anyone else 404, nobody 401', async () => {
    const { bindId } = await pendingBind(app, parties.sender, parties.tripId);
    expect((await sent(bindId, parties.sender.token, 'Здравствуйте!')).author).toBe('me');
    expect((await sent(bindId, parties.traveler.token, 'Добрый день')).author).toBe('me');
    const page = (await messagesOf(bindId, parties.sender.token)).json<ChatMessagePage>();
    expect(page.messages.map((message) => [message.author, message.text])).toEqual([
      ['other', 'Добрый день'],
      ['me', 'Здравствуйте!'],
    ]);

    for (const [method, url, payload] of [
      ['GET', `/binds/${bindId}/messages`, undefined],
      ['POST', `/binds/${bindId}/messages`, { text: 'hi' }],
      ['POST', `/binds/${bindId}/messages/read`, { up_to: page.messages[0].id }],
      ['GET', `/binds/${bindId}/messages/stream`, undefined],
      ['GET', `/binds/999999/messages`, undefined],
    ] as const) {
      const asStranger = await app.inject({ method, url, payload, headers: bearer(stranger.token) });
      const asNobody = await app.inject({ method, url, payload });
      expect([method, url, asStranger.statusCode, asNobody.statusCode]).toEqual([method, url, 404, 401]);
    }
  });

  it("lets a guest sender chat with the parcel's guest token; a wrong token 404, none 401", async () => {
    const { bindId, guestToken } = await pendingBind(app, null, parties.tripId, 'guest-chat@example.kz');
    expect((await send(bindId, null, 'Я гость', `?guest_token=${guestToken}`)).statusCode).toBe(201);
    expect((await send(bindId, null, 'Я гость', '?guest_token=wrong')).statusCode).toBe(404);
    expect((await send(bindId, null, 'Я гость')).statusCode).toBe(401);
    expect((await send(bindId, stranger.token, 'Я гость')).statusCode).toBe(404);
    expect((await messagesOf(bindId, null, '?guest_token=wrong')).statusCode).toBe(404);
    const guestPage = (await messagesOf(bindId, null, `?guest_token=${guestToken}`)).json<ChatMessagePage>();
    expect(guestPage.messages).toMatchObject([{ author: 'me', text: 'Я гость' }]);
    const travelerPage = (await messagesOf(bindId, parties.traveler.token)).json<ChatMessagePage>();
    expect(travelerPage.messages).toMatchObject([{ author: 'other', text: 'Я гость' }]);
  });
});

describe('what a message may be', () => {
  it('takes 1 to 2000 characters after trimming and refuses junk with 422', async () => {
    const { bindId } = await pendingBind(app, parties.sender, parties.tripId);
    const longest = 'я'.repeat(2000);
    expect((await sent(bindId, parties.sender.token, `  ${longest}\n`)).text).toBe(longest);
    for (const text of ['', '   \n ', 'я'.repeat(2001), ` ${'я'.repeat(2001)} `, null, ['a'], { a: 1 }]) {
      const response = await send(bindId, parties.sender.token, text);
      expect([text, response.statusCode, response.json()]).toEqual([
        text,
        422,
        expect.objectContaining({ error_type: 'validation', validation_errors: { text: [expect.any(String)] } }),
      ]);
    }
    const noBody = await app.inject({ method: 'POST', url: `/binds/${bindId}/messages`, headers: bearer(parties.sender.token) });
    expect(noBody.statusCode).toBe(422);
    for (const query of ['?limit=0', '?limit=101', '?limit=x', '?before=nonexistent']) {
      expect([query, (await messagesOf(bindId, parties.sender.token, query)).statusCode]).toEqual([query, 422]);
    }
  });

  it('pages newest first with before and limit', async () => {
    const { bindId } = await pendingBind(app, parties.sender, parties.tripId);
    for (const n of [1, 2, 3, 4, 5]) await sent(bindId, n % 2 ? parties.sender.token : parties.traveler.token, `message ${n}`);
    const first = (await messagesOf(bindId, parties.sender.token, '?limit=2')).json<ChatMessagePage>();
    expect([first.messages.map((message) => message.text), first.has_more]).toEqual([['message 5', 'message 4'], true]);
    const second = (await messagesOf(bindId, parties.sender.token, `?limit=2&before=${first.messages[1].id}`)).json<ChatMessagePage>();
    expect([second.messages.map((message) => message.text), second.has_more]).toEqual([['message 3', 'message 2'], true]);
    const last = (await messagesOf(bindId, parties.sender.token, `?limit=2&before=${second.messages[1].id}`)).json<ChatMessagePage>();
    expect([last.messages.map((message) => message.text), last.has_more]).toEqual([['message 1'], false]);
  });

  it('is rate-limited per user with 429 and Retry-After, across every chat', async () => {
    const limited = await buildTestApp(db, { LIMIT_CHAT_MESSAGES_PER_MINUTE: '3' });
    try {
      const sender = await registerUser(limited);
      const one = await pendingBind(limited, sender, parties.tripId);
      const two = await pendingBind(limited, sender, parties.tripId);
      for (const bindId of [one.bindId, one.bindId, two.bindId]) {
        expect(
          (
            await limited.inject({
              method: 'POST',
              url: `/binds/${bindId}/messages`,
              payload: { text: 'hi' },
              headers: bearer(sender.token),
            })
          ).statusCode,
        ).toBe(201);
      }
      const refused = await limited.inject({
        method: 'POST',
        url: `/binds/${two.bindId}/messages`,
        payload: { text: 'hi' },
        headers: bearer(sender.token),
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('closes the chat of a request ended more than CHAT_OPEN_DAYS_AFTER_END days ago (409); reading stays open', async () => {
    const { bindId } = await pendingBind(app, parties.sender, parties.tripId);
    await sent(bindId, parties.sender.token, 'Возьмёте?');
    expect((await request(app, 'POST', `/binds/${bindId}/decline`, parties.traveler.token)).statusCode).toBe(200);
    expect((await send(bindId, parties.traveler.token, 'Извините, не смогу')).statusCode).toBe(201);
    await db
      .updateTable('binds')
      .set({ decided_at: sql<Date>`now() - interval '15 days'` })
      .where('id', '=', bindId)
      .execute();
    const closed = await send(bindId, parties.sender.token, 'Почему?');
    expect([closed.statusCode, closed.json().error_type]).toEqual([409, 'forbidden']);
    expect((await messagesOf(bindId, parties.sender.token)).json<ChatMessagePage>().messages).toHaveLength(2);
  });
});

describe('contacts before and after payment', () => {
  const CONTACTS = ['Мой номер +7 701 234 56 78', 'или 8 (701) 2345678', 'почта aigerim.k@mail.kz', 'телеграм @aigerim_k'];

  it("are masked for the other party until the deal is paid, then open to both (older messages too), like the deal page's phone", async () => {
    const bindId = await acceptedDeal(app, parties);
    for (const text of CONTACTS) await sent(bindId, parties.sender.token, text);
    const ownView = (await messagesOf(bindId, parties.sender.token)).json<ChatMessagePage>().messages.reverse();
    expect(ownView.map((message) => [message.text, message.contacts_hidden])).toEqual(CONTACTS.map((text) => [text, true]));
    const otherView = (await messagesOf(bindId, parties.traveler.token)).json<ChatMessagePage>().messages.reverse();
    expect(otherView.map((message) => message.text)).toEqual([
      `Мой номер ${CONTACT_MASK}`,
      `или ${CONTACT_MASK}`,
      `почта ${CONTACT_MASK}`,
      `телеграм ${CONTACT_MASK}`,
    ]);
    expect(otherView.every((message) => !message.contacts_hidden)).toBe(true);
    const dealBefore = await request(app, 'GET', `/binds/${bindId}`, parties.traveler.token);
    expect(dealBefore.json().other_party.phone_number).toBeNull();

    await payThroughCheckout(app, db, bindId, parties.sender);
    const afterPayment = (await messagesOf(bindId, parties.traveler.token)).json<ChatMessagePage>().messages.reverse();
    expect(afterPayment.map((message) => message.text)).toEqual(CONTACTS);
    const ownAfter = (await messagesOf(bindId, parties.sender.token)).json<ChatMessagePage>().messages;
    expect(ownAfter.every((message) => !message.contacts_hidden)).toBe(true);
    expect((await sent(bindId, parties.traveler.token, 'Мой: 87779998877')).text).toBe('Мой: 87779998877');
    const travelerDeal = await request(app, 'GET', `/binds/${bindId}`, parties.traveler.token);
    const senderDeal = await request(app, 'GET', `/binds/${bindId}`, parties.sender.token);
    expect(travelerDeal.json().other_party.phone_number).toBe(parties.sender.phone);
    expect(senderDeal.json().other_party.phone_number).toBe(parties.traveler.phone);
  });
});

describe('read receipts and the chat list', () => {
  it("marks the other party's messages read up to a message and counts what is unread", async () => {
    const sender = await registerUser(app, { first_name: 'Ерлан' });
    const { bindId } = await pendingBind(app, sender, parties.tripId);
    const first = await sent(bindId, sender.token, 'Первое');
    await sent(bindId, sender.token, 'Второе');
    await sent(bindId, parties.traveler.token, 'Ответ');
    const travelerChats = (await request(app, 'GET', '/me/chats', parties.traveler.token)).json<ChatList>();
    const summary = travelerChats.chats.find((chat) => chat.bind_id === bindId);
    expect(summary).toMatchObject({
      channel_id: chatChannelOfBind(bindId),
      other_party: { first_name: 'Ерлан', avatar_url: null },
      from_city: 'Алматы',
      last_message: { author: 'me', text: 'Ответ' },
      unread_count: 2,
    });
    expect(travelerChats.chats[0].bind_id).toBe(bindId);

    const read = await post(app, `/binds/${bindId}/messages/read`, { up_to: first.id }, bearer(parties.traveler.token));
    expect([read.statusCode, read.json()]).toEqual([200, { success: true }]);
    const senderView = (await messagesOf(bindId, sender.token)).json<ChatMessagePage>().messages;
    expect(senderView.map((message) => [message.text, message.read_at !== null])).toEqual([
      ['Ответ', false],
      ['Второе', false],
      ['Первое', true],
    ]);
    const after = (await request(app, 'GET', '/me/chats', parties.traveler.token)).json<ChatList>();
    expect(after.chats.find((chat) => chat.bind_id === bindId)?.unread_count).toBe(1);
    const senderChats = (await request(app, 'GET', '/me/chats', sender.token)).json<ChatList>();
    expect(senderChats).toEqual({ chats: [expect.objectContaining({ bind_id: bindId, unread_count: 1 })], unread_total: 1 });

    for (const upTo of ['nonexistent', '', 7]) {
      const refused = await post(app, `/binds/${bindId}/messages/read`, { up_to: upTo }, bearer(parties.traveler.token));
      expect([upTo, refused.statusCode]).toEqual([upTo, 422]);
    }
    expect((await request(app, 'GET', '/me/chats')).statusCode).toBe(401);
  });
});

describe('notices of new messages', () => {
  it('tells a party who is not connected by e-mail and SMS at most once an hour, and the login lands in the chat', async () => {
    const traveler = await registerUser(app);
    const { tripId } = { tripId: await (await import('../testing')).createTrip(app, traveler.token) };
    const { bindId } = await pendingBind(app, parties.sender, tripId);
    const noticesTo = async (to: string) =>
      (await outboxFor(app, to)).filter(
        (item) => (item.subject ?? item.body).includes(`№${bindId}`) && /сообщение/.test(item.subject ?? item.body),
      );

    await sent(bindId, parties.sender.token, 'Первое');
    await sent(bindId, parties.sender.token, 'Второе');
    const mails = await noticesTo(traveler.email);
    const sms = await noticesTo(traveler.phone);
    expect([mails.length, sms.length]).toEqual([1, 1]);
    expect(mails[0].body).toContain(`/deals/${bindId}?lang=ru#chat`);
    expect(mails[0].body).not.toContain('Первое');

    // an hour later, the next message notifies again
    await db
      .updateTable('chat_notices')
      .set({ last_sent_at: sql<Date>`now() - interval '61 minutes'` })
      .where('bind_id', '=', bindId)
      .execute();
    await sent(bindId, parties.sender.token, 'Третье');
    expect((await noticesTo(traveler.email)).length).toBe(2);
    expect((await noticesTo(traveler.phone)).length).toBe(2);

    // connected (a fresh presence), nothing is sent
    await db
      .updateTable('chat_notices')
      .set({ last_sent_at: sql<Date>`now() - interval '61 minutes'` })
      .where('bind_id', '=', bindId)
      .execute();
    await db
      .insertInto('chat_presence')
      .values({ connection_id: 'test-connection', bind_id: bindId, party: 'traveler', seen_at: new Date() })
      .execute();
    await sent(bindId, parties.sender.token, 'Четвёртое');
    expect((await noticesTo(traveler.email)).length).toBe(2);
    await db.deleteFrom('chat_presence').where('connection_id', '=', 'test-connection').execute();

    const login = await post(app, '/auth/login', { phone: traveler.phone, password: traveler.password });
    expect(login.json()).toMatchObject({
      action: 'redirect',
      redirect_to: 'chat',
      chat_channel_id: chatChannelOfBind(bindId),
      bind_id: bindId,
    });
    const again = await post(app, '/auth/login', { phone: traveler.phone, password: traveler.password });
    expect(again.json().redirect_to).toBeUndefined();
  });
});
