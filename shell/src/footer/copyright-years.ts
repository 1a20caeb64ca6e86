import { COPYRIGHT_START_YEAR } from '@jetkiz/contracts';

/** '2020–2026': from the service's start to the current year. */
export function copyrightYears(today: Date): string {
  const year = today.getFullYear();
  return year > COPYRIGHT_START_YEAR ? `${COPYRIGHT_START_YEAR}–${year}` : String(COPYRIGHT_START_YEAR);
}
