import { toApiError } from '@jetkiz/contracts';
import type { ApiError, Bind } from '@jetkiz/contracts';
import { runInAction } from 'mobx';
import { profileText, type TextRef } from '../i18n';

/** What a list of binds keeps about the calls on them: which are under way, and why the last one failed. */
export interface BindCallState {
  readonly busyBinds: Set<number>;
  readonly bindErrors: Map<number, TextRef>;
  /** reloads the list, to show where a request stands after the other side changed it */
  load(): Promise<void>;
}

/**
 * One accept / decline / cancel call on a bind: one at a time per bind; a 409 means the other side answered
 * meanwhile, so the list is reloaded and the user told; other failures are kept beside the bind.
 */
export async function trackBindCall(
  list: BindCallState,
  bindId: number,
  call: () => Promise<Bind>,
  onChanged: (bind: Bind) => void,
  failureText: (failure: ApiError) => TextRef,
): Promise<void> {
  if (list.busyBinds.has(bindId)) return;
  runInAction(() => {
    list.busyBinds.add(bindId);
    list.bindErrors.delete(bindId);
  });
  try {
    const bind = await call();
    runInAction(() => onChanged(bind));
  } catch (error) {
    const failure = toApiError(error);
    if (failure.status === 409) {
      runInAction(() => list.bindErrors.set(bindId, profileText('requestChanged')));
      await list.load();
      return;
    }
    runInAction(() => list.bindErrors.set(bindId, failureText(failure)));
  } finally {
    runInAction(() => list.busyBinds.delete(bindId));
  }
}
