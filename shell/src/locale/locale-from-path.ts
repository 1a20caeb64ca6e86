import { isLocaleCode } from '@jetkiz/contracts';
import type { LocaleCode } from '@jetkiz/contracts';

export function localeFromPath(pathname: string): LocaleCode | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocaleCode(first) ? first : null;
}
