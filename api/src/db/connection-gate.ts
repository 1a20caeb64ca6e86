import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long a caller may wait for a database connection:
 * - `request`: an HTTP request; shed (DatabaseBusyError) when the queue is full or the wait too long, so a burst
 *   answers 503 at once instead of hanging until the client gives up;
 * - `priority`: the health check; goes to the front of the queue and is never shed (a load balancer must not take a
 *   busy process for a dead one);
 * - `background`: jobs, migrations, start-up (no request around them); waits its turn, never shed.
 */
export type DatabaseWait = 'request' | 'priority' | 'background';

export interface DatabaseQueueOptions {
  /** connections in use at once (the pool's size; embedded PGlite has one) */
  poolSize: number;
  /** requests waiting for a connection beyond those in use (jobs and the health check not counted); one more is answered 503 */
  queueLimit: number;
  /** a request that has waited this long for a connection is answered 503 */
  queueTimeoutMs: number;
}

/** The database is saturated: the request was not run. `retryAfterSeconds` is when the queue is expected to have drained. */
export class DatabaseBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('The database is busy: the request was not run.');
    this.name = 'DatabaseBusyError';
  }
}

const waits = new AsyncLocalStorage<DatabaseWait>();

/** Runs `work` (and everything it starts) with the given kind of wait for database connections. */
export function withDatabaseWait<T>(wait: DatabaseWait, work: () => T): T {
  return waits.run(wait, work);
}

function currentWait(): DatabaseWait {
  return waits.getStore() ?? 'background';
}

interface Waiter {
  wait: DatabaseWait;
  grant: () => void;
  refuse: (error: Error) => void;
}

export interface ConnectionGate {
  /** Resolves once a connection may be used, with the function that gives it back; rejects DatabaseBusyError for a shed request. */
  acquire(signal?: AbortSignal): Promise<() => void>;
  readonly poolSize: number;
  readonly inUse: number;
  /** requests waiting (the queue the limit bounds) */
  readonly waitingRequests: number;
}

const MAX_RETRY_AFTER_SECONDS = 60;
/** weight of the newest hold time in the running average the Retry-After estimate uses */
const HOLD_AVERAGE_WEIGHT = 0.1;

export function createConnectionGate({ poolSize, queueLimit, queueTimeoutMs }: DatabaseQueueOptions): ConnectionGate {
  const queue: Waiter[] = [];
  let inUse = 0;
  let requestsWaiting = 0;
  let averageHoldMs = 5;

  const retryAfterSeconds = () =>
    Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, Math.ceil(((queue.length + 1) * averageHoldMs) / poolSize / 1000)));

  const lease = (): (() => void) => {
    inUse += 1;
    const since = performance.now();
    let returned = false;
    return () => {
      if (returned) return;
      returned = true;
      averageHoldMs += (performance.now() - since - averageHoldMs) * HOLD_AVERAGE_WEIGHT;
      inUse -= 1;
      queue.shift()?.grant();
    };
  };

  return {
    poolSize,
    get inUse() {
      return inUse;
    },
    get waitingRequests() {
      return requestsWaiting;
    },
    acquire(signal) {
      if (inUse < poolSize && queue.length === 0) return Promise.resolve(lease());
      const wait = currentWait();
      if (wait === 'request' && requestsWaiting >= queueLimit) return Promise.reject(new DatabaseBusyError(retryAfterSeconds()));
      return new Promise((resolve, reject) => {
        let timer: NodeJS.Timeout | undefined;
        if (wait === 'request') requestsWaiting += 1;
        const leave = () => {
          if (wait === 'request') requestsWaiting -= 1;
          clearTimeout(timer);
          signal?.removeEventListener('abort', aborted);
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
        };
        const aborted = () => {
          leave();
          reject(signal?.reason ?? new Error('aborted'));
        };
        const waiter: Waiter = {
          wait,
          grant: () => {
            leave();
            resolve(lease());
          },
          refuse: (error) => {
            leave();
            reject(error);
          },
        };
        if (wait === 'priority') {
          // Behind the other priority waiters, before everyone else.
          const firstOther = queue.findIndex((other) => other.wait !== 'priority');
          queue.splice(firstOther < 0 ? queue.length : firstOther, 0, waiter);
        } else {
          queue.push(waiter);
        }
        if (wait === 'request') timer = setTimeout(() => waiter.refuse(new DatabaseBusyError(retryAfterSeconds())), queueTimeoutMs);
        signal?.addEventListener('abort', aborted, { once: true });
      });
    },
  };
}
