import { REFUND_WORKING_DAYS, kazakhstanToday } from '@jetkiz/contracts';
import Holidays from 'date-holidays';

// Kazakhstan's public holidays come from date-holidays (its KZ rules, substitute days included), not from a list
// of ours that someone must remember to extend each year.
const kazakhstan = new Holidays('KZ');
const DAY_MS = 86_400_000;

/** The calendar day `days` after (or before) `isoDate`, YYYY-MM-DD. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A weekday that is no public holiday in Kazakhstan (YYYY-MM-DD). */
export function isWorkingDay(isoDate: string): boolean {
  const weekday = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const holidays = kazakhstan.isHoliday(new Date(`${isoDate}T12:00:00Z`));
  return !(holidays && holidays.some((holiday) => holiday.type === 'public'));
}

/** The `count`-th working day after `isoDate` (the day itself does not count). */
export function addWorkingDays(isoDate: string, count: number): string {
  let day = isoDate;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The day a refund decided at `at` is due by: 3 working days after that day in Kazakhstan (spec §9). */
export function refundDueBy(at: Date, workingDays: number = REFUND_WORKING_DAYS): string {
  return addWorkingDays(kazakhstanToday(at), workingDays);
}
