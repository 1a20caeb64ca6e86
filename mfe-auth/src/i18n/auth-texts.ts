import { remoteTexts } from '@jetkiz/web-kit/forms';
import i18next from 'i18next';

export const AUTH_NAMESPACE = 'auth';

const authTexts = remoteTexts(i18next, AUTH_NAMESPACE, (language) => import(`./${language}.json`));

/** Adds the login's texts in one language to the shell's i18next (a login downloads only the language it shows). */
export const loadAuthTexts = authTexts.load;
/** Suspends until the login's texts are there in the page's language. */
export const useAuthTexts = authTexts.useTexts;

/** An alert key from this remote's namespace (the shell's alert list reads `common` by default). */
export function authAlertKey(key: string): string {
  return `${AUTH_NAMESPACE}:${key}`;
}
