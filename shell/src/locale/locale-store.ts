import { languageOf } from '@jetkiz/contracts';
import type { LanguageCode, LocaleApi, LocaleCode } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { rememberLocale } from './detect-locale';
import { switchLocaleInPath } from './locale-path';

/** The current locale: follows the URL prefix, drives the texts' language and `<html lang>`. */
export class LocaleStore implements LocaleApi {
  current: LocaleCode;

  constructor(
    initial: LocaleCode,
    /** loads the language's texts when needed and shows them */
    private readonly showLanguage: (language: LanguageCode) => Promise<void>,
    private readonly navigate: (path: string) => void,
    private readonly secureCookies: boolean,
  ) {
    this.current = initial;
    makeAutoObservable<LocaleStore, 'showLanguage' | 'navigate' | 'secureCookies'>(this, {
      showLanguage: false,
      navigate: false,
      secureCookies: false,
    });
  }

  get language(): LanguageCode {
    return languageOf(this.current);
  }

  /** Called when the URL prefix changes. */
  follow(locale: LocaleCode): void {
    this.current = locale;
    document.documentElement.lang = this.language;
    rememberLocale(locale, this.secureCookies);
    void this.showLanguage(this.language);
  }

  switchTo(code: LocaleCode): void {
    const { pathname, search, hash } = window.location;
    this.navigate(switchLocaleInPath(`${pathname}${search}${hash}`, code));
  }
}
