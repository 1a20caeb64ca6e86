import { LARGEST_ROW_ID } from '@jetkiz/contracts';

/** The largest value of a Postgres integer column: ids and amounts above it are refused before reaching SQL. */
export const LARGEST_INT = LARGEST_ROW_ID;

/** Rewards and offered amounts are whole tenge up to this (the contracts' amount rule). */
export { MAX_AMOUNT_TENGE } from '@jetkiz/contracts';

/** A path or query id as a number, or null when it is not a positive integer a row could have. */
export function idOf(raw: unknown): number | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw);
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= LARGEST_INT ? id : null;
}
