import { makeAutoObservable, runInAction } from 'mobx';
import { loadFailureOf, type LoadFailure } from './load-failure';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Something a page loads from the API and shows. The first load shows the loading state; later ones refresh what is
 * on screen, and keep it when they fail.
 */
export class Loadable<T> {
  value: T;
  state: LoadState = 'idle';
  /** why the last load failed; null while loading and once loaded */
  loadFailure: LoadFailure | null = null;

  constructor(
    private readonly fetch: () => Promise<T>,
    private readonly initial: T,
  ) {
    this.value = initial;
    makeAutoObservable<Loadable<T>, 'fetch' | 'initial'>(this, { fetch: false, initial: false });
  }

  async load(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    this.loadFailure = null;
    try {
      const value = await this.fetch();
      runInAction(() => {
        this.value = value;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.loadFailure = loadFailureOf(error);
        if (this.state !== 'ready') this.state = 'failed';
      });
    }
  }

  reset(): void {
    this.value = this.initial;
    this.state = 'idle';
    this.loadFailure = null;
  }
}
