import { findPhoneNumbersInText } from 'libphonenumber-js';

export const CONTACT_MASK = '•••';

export interface MaskedText {
  text: string;
  /** true when something in the text was a contact and is now the mask */
  masked: boolean;
}

const MESSENGER_HOSTS = [
  't.me',
  'telegram.me',
  'telegram.dog',
  'wa.me',
  'api.whatsapp.com',
  'chat.whatsapp.com',
  'instagram.com',
  'instagr.am',
  'vk.com',
  'vk.me',
  'm.me',
  'facebook.com',
  'fb.com',
  'ok.ru',
  'viber.click',
  'tiktok.com',
];
const escapeHost = (host: string) => host.replace(/\./g, '\\.');
const MESSENGER_LINK = new RegExp(`(?:https?:\\/\\/)?(?:www\\.)?(?:${MESSENGER_HOSTS.map(escapeHost).join('|')})\\/[^\\s]*`, 'giu');
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** `@handle` as Telegram and Instagram spell one (5+ and 1+ characters); not the middle of a word. */
const HANDLE = /(?<![\p{L}\p{N}_.])@[A-Za-z0-9_.]{2,}/gu;
/**
 * A number the phone library does not recognise (a foreign or mistyped prefix) is still a contact when it is a long
 * run of digits: nine or more, apart by at most two of space, dash or bracket. Prices (5 000 000 ₸ is seven digits),
 * dates with dots and flight numbers stay shorter.
 */
const LONG_DIGIT_RUN = /\+?\d(?:[\s\-()]{0,2}\d){8,}/gu;

function replaceAll(text: string, pattern: RegExp): { text: string; masked: boolean } {
  let masked = false;
  const replaced = text.replace(pattern, () => {
    masked = true;
    return CONTACT_MASK;
  });
  return { text: replaced, masked };
}

function maskPhones(text: string): { text: string; masked: boolean } {
  const found = findPhoneNumbersInText(text, 'KZ');
  if (found.length === 0) return { text, masked: false };
  let result = '';
  let from = 0;
  for (const phone of found) {
    result += text.slice(from, phone.startsAt) + CONTACT_MASK;
    from = phone.endsAt;
  }
  return { text: result + text.slice(from), masked: true };
}

/** Phone numbers, e-mail addresses and messenger handles or links in `text` replaced by a fixed mask. */
export function maskContacts(text: string): MaskedText {
  let current = { text, masked: false };
  const steps = [
    (value: string) => replaceAll(value, MESSENGER_LINK),
    (value: string) => replaceAll(value, EMAIL),
    (value: string) => replaceAll(value, HANDLE),
    maskPhones,
    (value: string) => replaceAll(value, LONG_DIGIT_RUN),
  ];
  for (const step of steps) {
    const next = step(current.text);
    current = { text: next.text, masked: current.masked || next.masked };
  }
  return current;
}
