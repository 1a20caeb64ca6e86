export { HeaderStore } from './header-menus-store';
export { UNREAD_REFRESH_MS, UnreadMessagesStore } from './unread-messages-store';
