import type { ApiClient, ChatList, ChatSummary } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { Loadable } from '../loadable';

const NO_CHATS: ChatList = { chats: [], unread_total: 0 };

/** The user's chats (`GET /me/chats`), newest first, and the unread total the navigation shows. */
export class ChatListStore {
  /** the chats as loaded, with the load state */
  readonly list: Loadable<ChatList>;

  constructor(api: ApiClient) {
    this.list = new Loadable(() => api.me.chats(), NO_CHATS);
    makeAutoObservable(this, { list: false });
  }

  get chats(): ChatSummary[] {
    return this.list.value.chats;
  }

  get unreadTotal(): number {
    return this.list.value.unread_total;
  }

  load(): Promise<void> {
    return this.list.load();
  }

  reset(): void {
    this.list.reset();
  }
}
