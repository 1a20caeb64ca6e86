// The chat of a request (issue 18): one channel per bind, between its sender and its traveler.

export type ChatAuthor = 'me' | 'other';

/** A message as the caller sees it. */
export interface ChatMessage {
  /** unguessable */
  id: string;
  author: ChatAuthor;
  /** the other party's view has contacts masked until the deal is paid */
  text: string;
  /** the author's view only: true when the other party sees this text with contacts masked (they open after payment) */
  contacts_hidden: boolean;
  /** ISO date-time */
  created_at: string;
  /** ISO date-time the other party read it; null while unread */
  read_at: string | null;
}

/** `GET /binds/{id}/messages`: the newest page first; `before` the oldest id of a page gives the page before it. */
export interface ChatMessagesQuery {
  before?: string;
  limit?: number;
}

export interface ChatMessagePage {
  /** newest first */
  messages: ChatMessage[];
  has_more: boolean;
}

/** `POST /binds/{id}/messages`. */
export interface ChatMessageRequest {
  text: string;
}

/** `POST /binds/{id}/messages/read`: every message of the other party up to this one (inclusive) is read. */
export interface ChatReadRequest {
  up_to: string;
}

/** A read receipt on the stream: the `reader` read every message up to `up_to`. */
export interface ChatReadReceipt {
  reader: ChatAuthor;
  up_to: string;
  /** ISO date-time */
  read_at: string;
}

/**
 * `GET /binds/{id}/messages/stream` is Server-Sent Events: `event: message` with a ChatMessage, `event: read` with a
 * ChatReadReceipt, each with an `id:`; reconnecting with `Last-Event-ID` replays what came after it.
 */
export type ChatStreamEvent = { type: 'message'; data: ChatMessage } | { type: 'read'; data: ChatReadReceipt };

/** One channel in `GET /me/chats`. */
export interface ChatSummary {
  bind_id: number;
  channel_id: string;
  other_party: { first_name: string; avatar_url: string | null };
  /** the route of the parcel, city names in the caller's language */
  from_city: string;
  to_city: string;
  last_message: ChatMessage | null;
  unread_count: number;
}

/** `GET /me/chats`: the channels with the newest message first, and the unread total for the header. */
export interface ChatList {
  chats: ChatSummary[];
  unread_total: number;
}
