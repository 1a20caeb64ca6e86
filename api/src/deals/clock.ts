/** The time every deal rule reads (payment expiry, auto-completion, pickup timeout, refund due dates). */
export interface Clock {
  now(): Date;
}

/** The system time moved by an offset: only tests and the /dev/ clock route move it, to drive time rules by hand. */
export interface AdjustableClock extends Clock {
  advance(milliseconds: number): void;
  /** how far the clock is ahead of the system time */
  offsetMs(): number;
}

export function adjustableClock(start?: Date): AdjustableClock {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(milliseconds) {
      offset += milliseconds;
    },
    offsetMs: () => offset,
  };
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
