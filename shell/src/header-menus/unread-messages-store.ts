import type { ApiClient } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export const UNREAD_REFRESH_MS = 60_000;

/** The logged-in user's unread messages across their chats, for the profile menu's badge. */
export class UnreadMessagesStore {
  total = 0;
  /** counts answers: one that comes after the watch stopped, or after a newer one was asked, is dropped */
  private generation = 0;

  constructor(private readonly me: Pick<ApiClient['me'], 'chats'>) {
    makeAutoObservable<UnreadMessagesStore, 'me' | 'generation'>(this, { me: false, generation: false });
  }

  async refresh(): Promise<void> {
    const asked = ++this.generation;
    try {
      const { unread_total } = await this.me.chats();
      runInAction(() => {
        if (asked === this.generation) this.total = unread_total;
      });
    } catch {
      // Keeps the last count: a 401 logs the visitor out (and stops the watch), anything else is tried again soon.
    }
  }

  /** Counts now, whenever the window gets focus and every minute, until the returned stop is called. */
  watch(view: Window): () => void {
    const refresh = () => void this.refresh();
    refresh();
    view.addEventListener('focus', refresh);
    const timer = view.setInterval(refresh, UNREAD_REFRESH_MS);
    return () => {
      view.removeEventListener('focus', refresh);
      view.clearInterval(timer);
      this.forget();
    };
  }

  private forget(): void {
    this.generation += 1;
    this.total = 0;
  }
}
