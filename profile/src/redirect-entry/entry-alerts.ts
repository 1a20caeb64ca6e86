import { MESSAGE_KEYS } from '@jetkiz/contracts';

/**
 * The messages an `alert` login action may show on the profile root: keys of the common texts, never text from
 * the address (anyone can send a link with `message=` saying anything in the site's name).
 */
export const ENTRY_ALERT_KEYS = [
  MESSAGE_KEYS.ready,
  MESSAGE_KEYS.somethingWentWrongTryAgain,
  MESSAGE_KEYS.emailAlreadyConfirmed,
  MESSAGE_KEYS.loginAgainToConfirmEmail,
  MESSAGE_KEYS.linkTimeIsExpired,
  MESSAGE_KEYS.parcelWasBound,
  MESSAGE_KEYS.sessionExpired,
  MESSAGE_KEYS.tryAgainLater,
] as const;

export type EntryAlertKey = (typeof ENTRY_ALERT_KEYS)[number];

export function isEntryAlertKey(value: unknown): value is EntryAlertKey {
  return typeof value === 'string' && (ENTRY_ALERT_KEYS as readonly string[]).includes(value);
}
