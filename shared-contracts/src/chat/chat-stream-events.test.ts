import type { InferType } from 'yup';
import { toJsonSchema } from '../validation';
import type { ChatMessage, ChatReadReceipt } from './chat';
import { CHAT_STREAM_EVENT_SCHEMAS, chatStreamEventOf } from './chat-stream-events';

const message: ChatMessage = {
  id: 'm-1',
  author: 'other',
  text: 'Hello',
  contacts_hidden: false,
  created_at: '2026-11-20T10:00:00.000Z',
  read_at: null,
};
const receipt: ChatReadReceipt = { reader: 'other', up_to: 'm-1', read_at: '2026-11-20T10:05:00.000Z' };

/** Compile-time: each event's schema names exactly the fields of its type, so the stream's two sides cannot drift. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const messageFollowsItsType: Same<InferType<typeof CHAT_STREAM_EVENT_SCHEMAS.message>, ChatMessage> = true;
const receiptFollowsItsType: Same<InferType<typeof CHAT_STREAM_EVENT_SCHEMAS.read>, ChatReadReceipt> = true;

describe("the chat stream's events", () => {
  it('keep their schemas and their types to the same fields', () => {
    expect([messageFollowsItsType, receiptFollowsItsType]).toEqual([true, true]);
  });

  it('read a message and a read receipt as they were sent, fields they do not know left out', () => {
    expect(chatStreamEventOf('message', message)).toEqual({ type: 'message', data: message });
    expect(chatStreamEventOf('message', { ...message, read_at: '2026-11-20T10:05:00.000Z' })).toEqual({
      type: 'message',
      data: { ...message, read_at: '2026-11-20T10:05:00.000Z' },
    });
    expect(chatStreamEventOf('read', { ...receipt, reader_id: 7 })).toEqual({ type: 'read', data: receipt });
  });

  it.each([
    ['a message without its id', 'message', { ...message, id: undefined }],
    ['a message with an object for its text', 'message', { ...message, text: { html: '<b>hi</b>' } }],
    ['a message by an unknown author', 'message', { ...message, author: 'admin' }],
    ['a message without read_at', 'message', { ...message, read_at: undefined }],
    ['a message with a null text', 'message', { ...message, text: null }],
    ['a receipt for a message read by nobody', 'read', { ...receipt, reader: undefined }],
    ['a receipt without up_to', 'read', { reader: 'me', read_at: receipt.read_at }],
    ['a receipt sent as a message', 'message', receipt],
    ['a message sent as a receipt', 'read', message],
    ['null', 'message', null],
    ['a string', 'read', 'up_to m-1'],
    ['a list', 'message', [message]],
    ['an event the stream does not send', 'typing', message],
    ["a name of an object's own", 'toString', message],
    ['a name of its prototype', '__proto__', message],
  ])('drop %s', (_, name, data) => {
    expect(chatStreamEventOf(name, data)).toBeNull();
  });

  it('are documented with every field required, as the API always sends them', () => {
    expect(toJsonSchema(CHAT_STREAM_EVENT_SCHEMAS.message).required).toEqual(Object.keys(message));
    expect(toJsonSchema(CHAT_STREAM_EVENT_SCHEMAS.read).required).toEqual(Object.keys(receipt));
    expect(toJsonSchema(CHAT_STREAM_EVENT_SCHEMAS.message).properties).toMatchObject({ read_at: { nullable: true } });
  });
});
