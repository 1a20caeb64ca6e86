/**
 * The Kazakhstan individual identification number (ЖСН/ИИН): 12 digits, YYMMDD of birth, a century-and-sex digit,
 * four digits of the registry and a check digit.
 */
const IIN_PATTERN = /^\d{12}$/;

const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

function weightedRemainder(digits: number[], weights: number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0) % 11;
}

/** The check digit rule: weights 1..11 mod 11; a 10 means weights 3..11, 1, 2; a 10 again means no valid IIN. */
export function hasValidIinChecksum(iin: string): boolean {
  if (!IIN_PATTERN.test(iin)) return false;
  const digits = [...iin].map(Number);
  let check = weightedRemainder(digits, FIRST_WEIGHTS);
  if (check === 10) check = weightedRemainder(digits, SECOND_WEIGHTS);
  return check !== 10 && check === digits[11];
}

/** Digit 7 gives the century (and sex): 1–2 the 1800s, 3–4 the 1900s, 5–6 the 2000s. */
const CENTURY_OF_DIGIT: Record<string, number> = { '1': 1800, '2': 1800, '3': 1900, '4': 1900, '5': 2000, '6': 2000 };

/** The date of birth an IIN encodes, as YYYY-MM-DD, or null when it encodes no real date. */
export function birthDateOfIin(iin: string): string | null {
  if (!IIN_PATTERN.test(iin)) return null;
  const century = CENTURY_OF_DIGIT[iin[6]!];
  if (century === undefined) return null;
  const date = `${century + Number(iin.slice(0, 2))}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : null;
}
