import { SITE_CONTACTS, formatPhone } from '@jetkiz/contracts';

export interface ContactChannel {
  /** translation key under contacts.channels */
  name: string;
  href: string;
  /** what the link shows: a number, an address or a handle, the same in every language */
  text: string;
  external?: boolean;
}

/** Every way to reach the team (spec §2's contacts modal), from the one config of contact values. */
export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  { name: 'phone', href: `tel:+${SITE_CONTACTS.supportPhone}`, text: formatPhone(SITE_CONTACTS.supportPhone) },
  { name: 'whatsapp', href: SITE_CONTACTS.whatsapp, text: formatPhone(SITE_CONTACTS.whatsappPhone), external: true },
  { name: 'telegram', href: SITE_CONTACTS.telegram, text: '@jetkiz_kz', external: true },
  { name: 'bot', href: SITE_CONTACTS.telegramBot, text: '@jetkiz_bot', external: true },
  { name: 'email', href: `mailto:${SITE_CONTACTS.infoEmail}`, text: SITE_CONTACTS.infoEmail },
  { name: 'facebook', href: SITE_CONTACTS.facebook, text: 'jetkiz.kz', external: true },
  { name: 'instagram', href: SITE_CONTACTS.instagram, text: '@jetkiz.kz', external: true },
  { name: 'linkedin', href: SITE_CONTACTS.linkedin, text: 'Jetkiz', external: true },
];
