import { languageOf, LANG_PARAM } from '@jetkiz/contracts';
import type { LanguageCode, LocaleCode } from '@jetkiz/contracts';
import { createLocaleCookie } from '@jetkiz/web-kit';
import type { LocaleCookie } from '@jetkiz/web-kit';
import { makeAutoObservable } from 'mobx';
import { siteLinks, type SiteLinks } from './site-links';

/** The part of i18next the locale drives. */
export interface LanguageSwitch {
  changeLanguage(language: string): Promise<unknown>;
}

/** The profile's locale: drives i18next, `<html lang>`, the shared locale cookie and the links back to the site. */
export class LocaleStore {
  current: LocaleCode;
  private readonly cookie: LocaleCookie;

  constructor(
    initial: LocaleCode,
    private readonly i18n: LanguageSwitch,
    /** the cookie is shared as z_token is: on COOKIE_DOMAIN when set (null or absent: this host only) */
    private readonly settings: { siteUrl: string; secureCookies: boolean; cookieDomain?: string | null },
  ) {
    this.current = initial;
    this.cookie = createLocaleCookie({ domain: settings.cookieDomain ?? null, secure: settings.secureCookies });
    makeAutoObservable<LocaleStore, 'i18n' | 'settings' | 'cookie'>(this, { i18n: false, settings: false, cookie: false });
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
    this.cookie.write(this.current);
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
