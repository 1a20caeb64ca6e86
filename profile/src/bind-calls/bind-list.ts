import { toApiError } from '@jetkiz/contracts';
import type { ApiError, Bind } from '@jetkiz/contracts';
import { observable, runInAction } from 'mobx';
import { Loadable, failureOf, type LoadFailure } from '../loadable';
import { profileText, type TextRef } from '../i18n';

/**
 * The user's own things as loaded (parcels, trips), whose binds the user answers or cancels. A base class without
 * annotations of its own (its sets are observable themselves), so a store may extend it and annotate what it adds.
 */
export class BindList<T> {
  /** the list as loaded, with its load state */
  readonly list: Loadable<T[]>;
  /** binds with a call under way */
  readonly busyBinds = observable.set<number>();
  /** bind id → why the last call on it failed, and when to try again if the API said */
  readonly bindErrors = observable.map<number, LoadFailure>();

  constructor(
    fetch: () => Promise<T[]>,
    /** the item with the bind as the API answered it, or the item itself when the bind is not one of its */
    private readonly withBind: (item: T, bind: Bind) => T,
  ) {
    this.list = new Loadable(fetch, []);
  }

  get items(): T[] {
    return this.list.value;
  }

  load(): Promise<void> {
    return this.list.load();
  }

  /**
   * One accept / decline / cancel call on a bind: one at a time per bind; a 409 means the other side answered
   * meanwhile, so the list is reloaded and the user told; other failures are kept beside the bind.
   */
  protected async callOnBind(bindId: number, call: () => Promise<Bind>, failureText: (failure: ApiError) => TextRef): Promise<void> {
    if (this.busyBinds.has(bindId)) return;
    runInAction(() => {
      this.busyBinds.add(bindId);
      this.bindErrors.delete(bindId);
    });
    try {
      const bind = await call();
      runInAction(() => (this.list.value = this.items.map((item) => this.withBind(item, bind))));
    } catch (error) {
      const failure = toApiError(error);
      if (failure.status === 409) {
        runInAction(() => this.bindErrors.set(bindId, failureOf(failure, profileText('requestChanged'))));
        await this.load();
        return;
      }
      runInAction(() => this.bindErrors.set(bindId, failureOf(failure, failureText(failure))));
    } finally {
      runInAction(() => this.busyBinds.delete(bindId));
    }
  }
}
