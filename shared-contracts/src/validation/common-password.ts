import { COMMON_PASSWORDS_TEXT } from './common-passwords';

let commonPasswords: ReadonlySet<string> | undefined;

/** True for one of the most common passwords, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords.has(password.toLowerCase());
}
