import { ValidationError } from 'yup';
import type { ChatStreamEvent } from './chat';
import { chatMessageEntitySchema, chatReadReceiptEntitySchema } from './chat-schemas';

type ChatStreamEventName = ChatStreamEvent['type'];

/** `GET /binds/{id}/messages/stream`: the schema of each event's data, by the event's name. */
export const CHAT_STREAM_EVENT_SCHEMAS = {
  message: chatMessageEntitySchema,
  read: chatReadReceiptEntitySchema,
} as const satisfies Record<ChatStreamEventName, unknown>;

const isEventName = (name: string): name is ChatStreamEventName => Object.hasOwn(CHAT_STREAM_EVENT_SCHEMAS, name);

function read(name: ChatStreamEventName, data: unknown): ChatStreamEvent {
  const options = { stripUnknown: true };
  return name === 'message'
    ? { type: name, data: CHAT_STREAM_EVENT_SCHEMAS.message.validateSync(data, options) }
    : { type: name, data: CHAT_STREAM_EVENT_SCHEMAS.read.validateSync(data, options) };
}

/**
 * An event of the stream as its contract reads it, the fields it does not know left out; null when the name is not
 * one of the stream's events or the data does not match its schema.
 */
export function chatStreamEventOf(name: string, data: unknown): ChatStreamEvent | null {
  if (!isEventName(name)) return null;
  try {
    return read(name, data);
  } catch (error) {
    if (error instanceof ValidationError) return null;
    throw error;
  }
}
