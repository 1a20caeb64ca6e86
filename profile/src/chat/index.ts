export { CHAT_ANCHOR, ChatSection } from './chat-section';
export type { ChatSectionProps } from './chat-section';
export { ChatStore } from './chat-store';
export type { ChatLoadState, ChatStoreOptions, OutgoingMessage } from './chat-store';
export { RECONNECT_DELAYS_MS, openChatStream } from './chat-stream';
export type { ChatStream, ChatStreamSource } from './chat-stream';
