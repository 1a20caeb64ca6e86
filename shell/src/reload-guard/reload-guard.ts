import { CHUNK_RELOAD_GUARD_MS } from '@jetkiz/contracts';

const LAST_RELOAD_KEY = 'chunk-reload-at';

// Failures a reload can cure: a file of an older build (ours or a remote's) is gone after a deploy.
// A remote that is down (its manifest does not answer) or lacks a module stays down after a reload.
const LOAD_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk|RUNTIME-008|Failed to fetch dynamically imported module|error loading dynamically imported module/i;

/** True for the failed load of a script chunk, looking through wrapped errors' causes. */
export function isChunkLoadError(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (LOAD_FAILURE.test(`${current.name} ${current.message}`)) return true;
  }
  return false;
}

export interface ReloadGuardOptions {
  /** survives the reload: sessionStorage in the browser */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now?: () => number;
  intervalMs?: number;
}

/** Spec §4: a failed chunk load reloads the page, at most once per minute. */
export function createReloadGuard({ storage, reload, now = Date.now, intervalMs = CHUNK_RELOAD_GUARD_MS }: ReloadGuardOptions) {
  return {
    /** Reloads for a chunk load failure unless the last such reload was under a minute ago; true when it reloads. */
    handle(error: unknown): boolean {
      if (!isChunkLoadError(error)) return false;
      try {
        const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
        if (now() - last < intervalMs) return false;
        storage.setItem(LAST_RELOAD_KEY, String(now()));
      } catch {
        // Without storage a reload could not be counted and might loop: better not to reload.
        return false;
      }
      reload();
      return true;
    },
  };
}

export type ReloadGuard = ReturnType<typeof createReloadGuard>;
