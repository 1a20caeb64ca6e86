import { languageOf } from '@jetkiz/contracts';
import type { LanguageCode, LocaleApi, LocaleCode } from '@jetkiz/contracts';
import { createLocaleCookie } from '@jetkiz/web-kit';
import type { LocaleCookie, LocaleCookieSettings } from '@jetkiz/web-kit';
import { makeAutoObservable } from 'mobx';
import { switchLocaleInPath } from './locale-path';

/**
 * The current locale: follows the URL prefix, drives the texts' language and `<html lang>`, and is kept in the locale
 * cookie the profile host shares.
 */
export class LocaleStore implements LocaleApi {
  current: LocaleCode;
  private readonly cookie: LocaleCookie;

  constructor(
    initial: LocaleCode,
    /** loads the language's texts when needed and shows them */
    private readonly showLanguage: (language: LanguageCode) => Promise<void>,
    private readonly navigate: (path: string) => void,
    /** the token cookie's domain and Secure setting (COOKIE_DOMAIN, SECURE_COOKIES) */
    cookieSettings: LocaleCookieSettings,
  ) {
    this.current = initial;
    this.cookie = createLocaleCookie(cookieSettings);
    makeAutoObservable<LocaleStore, 'showLanguage' | 'navigate' | 'cookie'>(this, {
      showLanguage: false,
      navigate: false,
      cookie: false,
    });
  }

  get language(): LanguageCode {
    return languageOf(this.current);
  }

  /** Called when the URL prefix changes. */
  follow(locale: LocaleCode): void {
    this.current = locale;
    document.documentElement.lang = this.language;
    this.cookie.write(locale);
    void this.showLanguage(this.language);
  }

  switchTo(code: LocaleCode): void {
    const { pathname, search, hash } = window.location;
    this.navigate(switchLocaleInPath(`${pathname}${search}${hash}`, code));
  }
}
