/** The URL prefix of a locale. */
export type LocaleCode = 'ru' | 'kz' | 'en';
/** The ISO 639-1 language of a locale: `kz` is written `kk` (html lang, Intl, plural rules). */
export type LanguageCode = 'ru' | 'kk' | 'en';

export interface Locale {
  code: LocaleCode;
  language: LanguageCode;
  longName: string;
  shortName: string;
}

// Language names are written in their own language in every locale, so they live here, not in translations.
export const LOCALES: readonly Locale[] = [
  { code: 'ru', language: 'ru', longName: 'Русский', shortName: 'Рус' },
  { code: 'kz', language: 'kk', longName: 'Қазақша', shortName: 'Қаз' },
  { code: 'en', language: 'en', longName: 'English', shortName: 'Eng' },
];

export const DEFAULT_LOCALE: LocaleCode = 'ru';
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLocaleCode(value: unknown): value is LocaleCode {
  return LOCALES.some((locale) => locale.code === value);
}

export function languageOf(code: LocaleCode): LanguageCode {
  return code === 'kz' ? 'kk' : code;
}

export function localeOfLanguage(language: LanguageCode): LocaleCode {
  return language === 'kk' ? 'kz' : language;
}
