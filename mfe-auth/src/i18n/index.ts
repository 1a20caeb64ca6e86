import { addTranslations } from '@jetkiz/contracts';
import i18next from 'i18next';
import en from './en.json';
import kk from './kk.json';
import ru from './ru.json';

export const AUTH_NAMESPACE = 'auth';

/** The remote ships its texts with its code and adds them to the shell's i18next when it loads. */
export function registerAuthTranslations(): void {
  addTranslations(i18next, AUTH_NAMESPACE, { ru, kk, en });
}

/** An alert key from this remote's namespace (the shell's alert list reads `common` by default). */
export function authAlertKey(key: string): string {
  return `${AUTH_NAMESPACE}:${key}`;
}
