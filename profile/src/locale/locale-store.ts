import { languageOf } from '@jetkiz/contracts';
import type { LanguageCode, LocaleCode } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import { LANG_PARAM, rememberLocale } from './detect-locale';
import { siteLinks, type SiteLinks } from './site-links';

/** The part of i18next the locale drives. */
export interface LanguageSwitch {
  changeLanguage(language: string): Promise<unknown>;
}

/** The profile's locale: drives i18next, `<html lang>`, the shared locale cookie and the links back to the site. */
export class LocaleStore {
  current: LocaleCode;

  constructor(
    initial: LocaleCode,
    private readonly i18n: LanguageSwitch,
    private readonly settings: { siteUrl: string; secureCookies: boolean },
  ) {
    this.current = initial;
    makeAutoObservable<LocaleStore, 'i18n' | 'settings'>(this, { i18n: false, settings: false });
  }

  get language(): LanguageCode {
    return languageOf(this.current);
  }

  get links(): SiteLinks {
    return siteLinks(this.settings.siteUrl, this.current);
  }

  /** Applies the locale the page opened with. */
  async start(): Promise<void> {
    await this.apply();
  }

  async switchTo(code: LocaleCode): Promise<void> {
    this.current = code;
    keepLangParamInStep(code);
    await this.apply();
  }

  private async apply(): Promise<void> {
    document.documentElement.lang = this.language;
    rememberLocale(this.current, this.settings.secureCookies);
    await this.i18n.changeLanguage(this.language);
  }
}

/** A `?lang=` left in the address would undo the switch on reload. */
function keepLangParamInStep(code: LocaleCode): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LANG_PARAM)) return;
  url.searchParams.set(LANG_PARAM, code);
  window.history.replaceState(window.history.state, '', url);
}
