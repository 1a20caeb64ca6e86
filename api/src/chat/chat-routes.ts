/**
 * The chat of a request (issue 18). Live messages are Server-Sent Events rather than a WebSocket: the push is one
 * way (the server tells of new messages and read receipts), while writes stay ordinary POSTs that keep the contract
 * validation, the rate limit and the error answers of every other route; SSE carries event ids and Last-Event-ID
 * replay by design, and it is plain HTTP that proxies and load balancers pass without an upgrade. Browsers read it
 * with fetch streaming, so the session travels in the Authorization header, never in the URL.
 */
import {
  CHAT_PAGE_DEFAULT_LIMIT,
  CHAT_STREAM_EVENT_SCHEMAS,
  chatListEntitySchema,
  chatMessageEntitySchema,
  chatMessagePageEntitySchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatReadSchema,
  guestTokenQuerySchema,
  idParamsSchema,
  toJsonSchema,
  type ChatList,
  type ChatMessage,
  type ChatMessagePage,
  type ChatMessageRequest,
  type ChatReadRequest,
  type SuccessResponse,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth';
import type { LimitRule } from '../config';
import type { Db } from '../db';
import { ApiError, BEARER, errorResponses, fromContract, requestLocale, successSchema } from '../http';
import type { Limiter } from '../limits';
import { otherParty, type ChatAccess, type ChatChannel } from './chat-access';
import { chatsOf } from './chat-list';
import { toChatMessage } from './chat-message-view';
import { insertMessage, markRead, pageOfMessages } from './chat-messages';
import type { ChatNotices } from './chat-notices';
import type { ChatStreams } from './chat-streams';

export interface ChatRoutesDependencies extends Authenticator {
  db: Db;
  access: ChatAccess;
  streams: ChatStreams;
  notices: ChatNotices;
  limiter: Limiter;
  messagesPerUser: LimitRule;
  /** a chat takes messages this many days after its request ended */
  openDaysAfterEnd: number;
}

type ChannelRequest<Extra extends object = object> = FastifyRequest<
  { Params: { id: string }; Querystring: { guest_token?: string } } & Extra
>;

const DAY_MS = 24 * 3600 * 1000;
const idParams = fromContract(idParamsSchema);
const guestTokenQuery = fromContract(guestTokenQuerySchema);
const messageSchema = toJsonSchema(chatMessageEntitySchema);
const ACCESS_ERRORS = errorResponses(401, 404, 422);

function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

function assertWritable(channel: ChatChannel, openDaysAfterEnd: number): void {
  if (channel.endedAt === null && !['declined', 'completed', 'cancelled', 'refunded'].includes(channel.status)) return;
  if (channel.endedAt !== null && Date.now() - channel.endedAt.getTime() < openDaysAfterEnd * DAY_MS) return;
  throw new ApiError(409, 'forbidden', `The request is ${channel.status}: its chat takes no more messages.`, { status: channel.status });
}

export function chatRoutes({
  db,
  access,
  streams,
  notices,
  limiter,
  messagesPerUser,
  openDaysAfterEnd,
  identify,
  authenticate,
}: ChatRoutesDependencies) {
  return async function registerChatRoutes(app: FastifyInstance): Promise<void> {
    app.get<{ Params: { id: string }; Querystring: { guest_token?: string; before?: string; limit?: string } }>(
      '/binds/:id/messages',
      {
        preHandler: identify,
        schema: {
          tags: ['chat'],
          summary: "The request's chat, newest first (before: a message id, the page older than it); its two parties only",
          security: BEARER,
          params: idParams,
          querystring: fromContract(chatMessagesQuerySchema.concat(guestTokenQuerySchema)),
          response: { 200: toJsonSchema(chatMessagePageEntitySchema), ...ACCESS_ERRORS },
        },
      },
      async (request): Promise<ChatMessagePage> => {
        const channel = await access.channelOf(db, request, request.params.id);
        const limit = request.query.limit ? Number(request.query.limit) : CHAT_PAGE_DEFAULT_LIMIT;
        const page = await pageOfMessages(db, channel.bindId, { before: request.query.before || undefined, limit });
        return {
          messages: page.messages.map((message) => toChatMessage(message, channel.party, channel.paid)),
          has_more: page.has_more,
        };
      },
    );

    app.post<{ Params: { id: string }; Querystring: { guest_token?: string }; Body: ChatMessageRequest }>(
      '/binds/:id/messages',
      {
        preHandler: identify,
        schema: {
          tags: ['chat'],
          summary:
            'A message to the other party (1 to 2000 characters after trimming; rate-limited per user). Until the deal is paid its contacts are masked for the other party',
          security: BEARER,
          params: idParams,
          querystring: guestTokenQuery,
          body: fromContract(chatMessageSchema),
          response: { 201: messageSchema, ...errorResponses(401, 404, 409, 422, 429) },
        },
      },
      async (request: ChannelRequest<{ Body: ChatMessageRequest }>, reply: FastifyReply): Promise<ChatMessage> => {
        const text = request.body.text.trim();
        const { channel, message } = await db.transaction().execute(async (trx) => {
          const channel = await access.channelOf(trx, request, request.params.id);
          assertWritable(channel, openDaysAfterEnd);
          const speaker = channel.userId !== null ? `user:${channel.userId}` : `parcel:${channel.parcelId}`;
          await limiter.enforce([[`chat:${speaker}`, messagesPerUser]], trx);
          const message = await insertMessage(trx, channel, text);
          await notices.newMessage(trx, channel.bindId, otherParty(channel.party));
          return { channel, message };
        });
        streams.wake(channel.bindId);
        reply.status(201);
        return toChatMessage(message, channel.party, channel.paid);
      },
    );

    app.post<{ Params: { id: string }; Querystring: { guest_token?: string }; Body: ChatReadRequest }>(
      '/binds/:id/messages/read',
      {
        preHandler: identify,
        schema: {
          tags: ['chat'],
          summary: "Marks the other party's messages read up to up_to (inclusive); the other party gets a read receipt",
          security: BEARER,
          params: idParams,
          querystring: guestTokenQuery,
          body: fromContract(chatReadSchema),
          response: { 200: successSchema, ...ACCESS_ERRORS },
        },
      },
      async (request): Promise<SuccessResponse> => {
        const bindId = await db.transaction().execute(async (trx) => {
          const channel = await access.channelOf(trx, request, request.params.id);
          await markRead(trx, channel, request.body.up_to.trim());
          return channel.bindId;
        });
        streams.wake(bindId);
        return { success: true };
      },
    );

    app.get<{ Params: { id: string }; Querystring: { guest_token?: string } }>(
      '/binds/:id/messages/stream',
      {
        preHandler: identify,
        schema: {
          tags: ['chat'],
          summary:
            "Server-Sent Events of the request's chat: 'message' (a ChatMessage) and 'read' (a ChatReadReceipt), each with an id; Last-Event-ID replays what came after it. Send the session in the Authorization header",
          security: BEARER,
          params: idParams,
          querystring: guestTokenQuery,
          response: {
            200: {
              description: "text/event-stream; each event's data is one of these, as its event name says",
              content: { 'text/event-stream': { schema: { anyOf: Object.values(CHAT_STREAM_EVENT_SCHEMAS).map(toJsonSchema) } } },
            },
            ...ACCESS_ERRORS,
          },
        },
      },
      async (request, reply) => {
        const channel = await access.channelOf(db, request, request.params.id);
        const stream = await streams.open(channel, lastEventIdOf(request));
        reply.raw.on('close', () => stream.destroy());
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no');
        return reply.send(stream);
      },
    );

    app.get(
      '/me/chats',
      {
        preHandler: authenticate,
        schema: {
          tags: ['chat'],
          summary: "The user's chats (one per request, as sender or traveler): the other party, the route, the last message, unread counts",
          security: BEARER,
          response: { 200: toJsonSchema(chatListEntitySchema), ...errorResponses(401) },
        },
      },
      async (request): Promise<ChatList> => chatsOf(db, request.session!.user.id, requestLocale(request)),
    );
  };
}
