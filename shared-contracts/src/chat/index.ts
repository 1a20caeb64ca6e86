export { bindOfChatChannel, chatChannelOfBind } from './chat-channel';
export type {
  ChatAuthor,
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
export { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_DEFAULT_LIMIT, CHAT_PAGE_MAX_LIMIT } from './chat-limits';
export {
  CHAT_AUTHORS,
  chatListEntitySchema,
  chatMessageEntitySchema,
  chatMessagePageEntitySchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatReadReceiptEntitySchema,
  chatReadSchema,
  chatSummaryEntitySchema,
} from './chat-schemas';
