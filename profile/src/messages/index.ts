export { ChatListStore } from './chat-list-store';
export { MessagesSection } from './messages-section';
export type { MessagesSectionProps } from './messages-section';
