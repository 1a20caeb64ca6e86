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

const WIDGET_PAGE = /^\/([a-z]{2})\/widget\/(trip|parcel)\/?$/;

/** `/{locale}/widget/{trip|parcel}`: which widget the standalone page shows, in which locale. */
export function widgetPageOf(pathname: string): { locale: LocaleCode; widget: WidgetName } | null {
  const match = WIDGET_PAGE.exec(pathname);
  if (!match || !isLocaleCode(match[1])) return null;
  return { locale: match[1], widget: match[2] as WidgetName };
}
