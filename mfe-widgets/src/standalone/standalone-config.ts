import { isLocaleCode } from '@jetkiz/contracts';
import type { LocaleCode, WidgetName } from '@jetkiz/contracts';

/** What the standalone page reads from `/widget-config.json`, written by the widgets server from env. */
export interface StandaloneConfig {
  apiUrl: string;
  siteUrl: string;
  profileUrl: string;
  partnerOrigins: string[];
  recaptchaSiteKey?: string;
}

export class StandaloneConfigError extends Error {}

const REQUIRED_URLS = ['apiUrl', 'siteUrl', 'profileUrl'] as const;

export function parseStandaloneConfig(raw: unknown): StandaloneConfig {
  if (typeof raw !== 'object' || raw === null) throw new StandaloneConfigError('widget-config.json is not an object');
  const source = raw as Record<string, unknown>;
  for (const key of REQUIRED_URLS) {
    if (typeof source[key] !== 'string' || !source[key]) throw new StandaloneConfigError(`widget-config.json lacks ${key}`);
  }
  const siteKey = source.recaptchaSiteKey;
  return {
    apiUrl: source.apiUrl as string,
    siteUrl: source.siteUrl as string,
    profileUrl: source.profileUrl as string,
    partnerOrigins: Array.isArray(source.partnerOrigins) ? source.partnerOrigins.map(String) : [],
    recaptchaSiteKey: typeof siteKey === 'string' && siteKey ? siteKey : undefined,
  };
}

export async function loadStandaloneConfig(): Promise<StandaloneConfig> {
  const response = await fetch('/widget-config.json', { cache: 'no-store' });
  if (!response.ok) throw new StandaloneConfigError(`widget-config.json answered ${response.status}`);
  return parseStandaloneConfig(await response.json());
}

/** What the standalone page shows: a widget, or the refusal a frame gets whose parent is not an allowed origin. */
export type StandalonePage = { locale: LocaleCode; widget: WidgetName } | { locale: LocaleCode; refused: true };

const STANDALONE_PAGE = /^\/([a-z]{2})\/widget\/(trip|parcel|refused)\/?$/;

/** `/{locale}/widget/{trip|parcel}`, or `/{locale}/widget/refused`, where the widgets server sends a refused frame. */
export function standalonePageOf(pathname: string): StandalonePage | null {
  const match = STANDALONE_PAGE.exec(pathname);
  if (!match || !isLocaleCode(match[1])) return null;
  if (match[2] === 'refused') return { locale: match[1], refused: true };
  return { locale: match[1], widget: match[2] as WidgetName };
}
