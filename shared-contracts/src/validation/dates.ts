const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const KAZAKHSTAN_UTC_OFFSET_HOURS = 5;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * Today's date in Kazakhstan (UTC+5), so the browser and the API agree on what "in the past"
 * means whatever time zone either one runs in.
 */
export function kazakhstanToday(now: Date = new Date()): string {
  const shifted = new Date(now.getTime() + KAZAKHSTAN_UTC_OFFSET_HOURS * 3_600_000);
  return shifted.toISOString().slice(0, 10);
}

/** ISO dates compare correctly as text. */
export function isNotPast(value: string, now?: Date): boolean {
  return value >= kazakhstanToday(now);
}

/** How far ahead a trip, a return or a parcel's deadline may be planned (issue 15 item 11). */
export const PLANNING_HORIZON_YEARS = 2;

/** The last date that may be planned: the same day two years after today in Kazakhstan (29 February → 1 March). */
export function latestPlannableDate(now?: Date): string {
  const today = new Date(`${kazakhstanToday(now)}T00:00:00Z`);
  today.setUTCFullYear(today.getUTCFullYear() + PLANNING_HORIZON_YEARS);
  return today.toISOString().slice(0, 10);
}

export function isWithinPlanningHorizon(value: string, now?: Date): boolean {
  return value <= latestPlannableDate(now);
}
