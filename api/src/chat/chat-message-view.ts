import type { ChatMessage, ChatReadReceipt } from '@jetkiz/contracts';
import { maskContacts } from '../contact-masking';
import type { ChatParty } from './chat-access';

export interface ChatMessageRecord {
  id: string;
  author: ChatParty;
  text: string;
  created_at: Date;
  read_at: Date | null;
}

/**
 * A message as `viewer` sees it. Until the deal is paid the other party reads contacts masked, and the author is
 * told that they are (contacts_hidden); from payment on both read the text as typed.
 */
export function toChatMessage(record: ChatMessageRecord, viewer: ChatParty, paid: boolean): ChatMessage {
  const mine = record.author === viewer;
  const masked = paid ? { text: record.text, masked: false } : maskContacts(record.text);
  return {
    id: record.id,
    author: mine ? 'me' : 'other',
    text: mine ? record.text : masked.text,
    contacts_hidden: mine && masked.masked,
    created_at: record.created_at.toISOString(),
    read_at: record.read_at?.toISOString() ?? null,
  };
}

export function toReadReceipt(reader: ChatParty, upTo: string, readAt: Date, viewer: ChatParty): ChatReadReceipt {
  return { reader: reader === viewer ? 'me' : 'other', up_to: upTo, read_at: readAt.toISOString() };
}
