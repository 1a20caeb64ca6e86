/**
 * A bind id from the page's query: a positive whole number, or null. At most 15 digits, so the number is exact
 * (Number.MAX_SAFE_INTEGER has 16).
 */
export function bindIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
