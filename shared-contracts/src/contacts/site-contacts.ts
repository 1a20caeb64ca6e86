/**
 * The product's fixed contact values (spec §1), in one place for the header, the footer and the contacts modal.
 * Phone numbers are stored as digits; show them with `formatPhone`.
 */
export const SITE_CONTACTS = {
  supportPhone: '77273550055',
  whatsappPhone: '77073550055',
  infoEmail: 'info@jetkiz.kz',
  supportEmail: 'support@jetkiz.kz',
  telegramBot: 'https://t.me/jetkiz_bot',
  telegram: 'https://t.me/jetkiz_kz',
  whatsapp: 'https://wa.me/77073550055',
  instagram: 'https://www.instagram.com/jetkiz.kz',
  facebook: 'https://www.facebook.com/jetkiz.kz',
  linkedin: 'https://www.linkedin.com/company/jetkiz',
  helpCenter: 'https://t.me/jetkiz_support',
  appStore: 'https://apps.apple.com/kz/app/jetkiz',
  googlePlay: 'https://play.google.com/store/apps/details?id=kz.jetkiz',
} as const;

export type SiteContacts = typeof SITE_CONTACTS;

/** The app-store buttons stay in the page but hidden until the apps are published (spec §1: hidden by default). */
export const APP_STORE_BUTTONS_VISIBLE = false;
