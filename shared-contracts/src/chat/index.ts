export { bindOfChatChannel, chatChannelOfBind } from './chat-channel';
export type {
  ChatList,
  ChatMessage,
  ChatMessagePage,
  ChatMessageRequest,
  ChatMessagesQuery,
  ChatReadReceipt,
  ChatReadRequest,
  ChatStreamEvent,
  ChatSummary,
} from './chat';
export { CHAT_PAGE_DEFAULT_LIMIT } from './chat-limits';
export {
  chatListEntitySchema,
  chatMessageEntitySchema,
  chatMessagePageEntitySchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatReadReceiptEntitySchema,
  chatReadSchema,
} from './chat-schemas';
export { CHAT_STREAM_EVENT_SCHEMAS, chatStreamEventOf } from './chat-stream-events';
