import { languageOf } from '@jetkiz/contracts';
import type { LanguageCode, LocaleApi, LocaleCode } from '@jetkiz/contracts';
import type { i18n } from 'i18next';
import { makeAutoObservable } from 'mobx';
import { rememberLocale } from './detect-locale';
import { switchLocaleInPath } from './locale-path';

/** The current locale: follows the URL prefix, drives i18next and `<html lang>`. */
export class LocaleStore implements LocaleApi {
  current: LocaleCode;

  constructor(
    initial: LocaleCode,
    private readonly i18n: i18n,
    private readonly navigate: (path: string) => void,
    private readonly secureCookies: boolean,
  ) {
    this.current = initial;
    makeAutoObservable<LocaleStore, 'i18n' | 'navigate' | 'secureCookies'>(this, { i18n: false, navigate: false, secureCookies: false });
  }

  get language(): LanguageCode {
    return languageOf(this.current);
  }

  /** Called when the URL prefix changes. */
  follow(locale: LocaleCode): void {
    this.current = locale;
    document.documentElement.lang = this.language;
    rememberLocale(locale, this.secureCookies);
    if (this.i18n.language !== this.language) void this.i18n.changeLanguage(this.language);
  }

  switchTo(code: LocaleCode): void {
    const { pathname, search, hash } = window.location;
    this.navigate(switchLocaleInPath(`${pathname}${search}${hash}`, code));
  }
}
