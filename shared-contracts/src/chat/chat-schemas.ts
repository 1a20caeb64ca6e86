import { array, boolean, object, string } from 'yup';
import { MESSAGE_KEYS } from '../errors';
import { plainTextField, schemaFields, trimmedTextField } from '../validation';
import type { ChatAuthor } from './chat';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_MAX_LIMIT } from './chat-limits';

const { countField, dateTime, integer, oneOf } = schemaFields;

export const CHAT_AUTHORS: readonly ChatAuthor[] = ['me', 'other'];

const messageId = () => plainTextField().max(64, MESSAGE_KEYS.maxLengthNotValid);

// ---- requests

/** POST /binds/{id}/messages */
export const chatMessageSchema = object({
  text: trimmedTextField(CHAT_MESSAGE_MAX_LENGTH).required(MESSAGE_KEYS.fieldRequired),
});

/** GET /binds/{id}/messages */
export const chatMessagesQuerySchema = object({
  before: messageId().meta({ jsonSchema: { description: 'a message id: the page of messages older than it' } }),
  limit: countField(CHAT_PAGE_MAX_LIMIT),
});

/** POST /binds/{id}/messages/read */
export const chatReadSchema = object({
  up_to: messageId()
    .required(MESSAGE_KEYS.fieldRequired)
    .meta({ jsonSchema: { description: "the newest of the other party's messages the reader has seen" } }),
});

// ---- answers

// Every field of a message and a read receipt is always sent: the stream's reader drops an event without one.
export const chatMessageEntitySchema = object({
  id: string().defined(),
  author: oneOf(CHAT_AUTHORS).defined(),
  text: string().defined(),
  contacts_hidden: boolean().defined(),
  created_at: dateTime().defined(),
  read_at: dateTime().nullable().defined(),
});

export const chatMessagePageEntitySchema = object({
  messages: array(chatMessageEntitySchema),
  has_more: boolean(),
});

export const chatReadReceiptEntitySchema = object({
  reader: oneOf(CHAT_AUTHORS).defined(),
  up_to: string().defined(),
  read_at: dateTime().defined(),
});

export const chatSummaryEntitySchema = object({
  bind_id: integer(),
  channel_id: string(),
  other_party: object({ first_name: string(), avatar_url: string().nullable() }),
  from_city: string(),
  to_city: string(),
  last_message: chatMessageEntitySchema.nullable().default(null),
  unread_count: integer(),
});

export const chatListEntitySchema = object({
  chats: array(chatSummaryEntitySchema),
  unread_total: integer(),
});
