import { toApiError } from '@jetkiz/contracts';
import type { ApiClient, ChatSummary } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type ChatListState = 'idle' | 'loading' | 'ready' | 'failed';

/** The user's chats (`GET /me/chats`), newest first, and the unread total the navigation shows. */
export class ChatListStore {
  chats: ChatSummary[] = [];
  unreadTotal = 0;
  state: ChatListState = 'idle';
  /** a key of the `common` namespace */
  loadErrorKey: string | null = null;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<ChatListStore, 'api'>(this, { api: false });
  }

  /** The first load shows the loading state; later ones refresh what is on screen, and keep it when they fail. */
  async load(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    this.loadErrorKey = null;
    try {
      const list = await this.api.me.chats();
      runInAction(() => {
        this.chats = list.chats;
        this.unreadTotal = list.unread_total;
        this.state = 'ready';
      });
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => {
        this.loadErrorKey = failure.messageKey;
        if (this.state !== 'ready') this.state = 'failed';
      });
    }
  }

  reset(): void {
    this.chats = [];
    this.unreadTotal = 0;
    this.state = 'idle';
  }
}
