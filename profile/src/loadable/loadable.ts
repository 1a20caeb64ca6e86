import { retryAfterSecondsOf, toApiError } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Something a page loads from the API and shows. The first load shows the loading state; later ones refresh what is
 * on screen, and keep it when they fail.
 */
export class Loadable<T> {
  value: T;
  state: LoadState = 'idle';
  /** why the last load failed: a key of the `common` namespace */
  errorKey: string | null = null;
  /** when the API said to try again (Retry-After of a 429 or a busy 503), in seconds */
  retryAfterSeconds: number | null = null;

  constructor(
    private readonly fetch: () => Promise<T>,
    private readonly initial: T,
  ) {
    this.value = initial;
    makeAutoObservable<Loadable<T>, 'fetch' | 'initial'>(this, { fetch: false, initial: false });
  }

  async load(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    this.errorKey = null;
    this.retryAfterSeconds = null;
    try {
      const value = await this.fetch();
      runInAction(() => {
        this.value = value;
        this.state = 'ready';
      });
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => {
        this.errorKey = failure.messageKey;
        this.retryAfterSeconds = retryAfterSecondsOf(failure);
        if (this.state !== 'ready') this.state = 'failed';
      });
    }
  }

  reset(): void {
    this.value = this.initial;
    this.state = 'idle';
    this.errorKey = null;
    this.retryAfterSeconds = null;
  }
}
