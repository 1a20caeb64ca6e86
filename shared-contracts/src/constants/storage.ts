export interface CookieSpec {
  name: string;
  days: number;
}

export const COOKIES = {
  token: { name: 'z_token', days: 365 },
  locale: { name: 'locale', days: 365 },
} as const satisfies Record<string, CookieSpec>;

export const STORAGE_KEYS = {
  requirePhone: 'require-phone',
  guestEmail: 'guest-email',
  profileType: 'profile-type',
  signupDraft: 'signup-draft',
} as const;

export const PROFILE_TYPE_TRAVELER = 'traveler';
