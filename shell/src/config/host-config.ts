import type { HostConfig } from '@jetkiz/contracts';

/** What the shell reads from `/config.json` at start: nothing about where things live is baked into the bundle. */
export interface ShellConfig extends HostConfig {
  /** MF container name → URL of its mf-manifest.json */
  remotes: Record<string, string>;
  cookieDomain: string | null;
  secureCookies: boolean;
  /** analytics (Google tag) and pixel (Meta) ids; null keeps them off */
  googleTagId: string | null;
  metaPixelId: string | null;
}

const optionalString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

const REQUIRED_URLS = ['apiUrl', 'profileUrl', 'widgetsUrl', 'siteUrl'] as const;

export class ConfigError extends Error {}

export function parseShellConfig(raw: unknown): ShellConfig {
  if (typeof raw !== 'object' || raw === null) throw new ConfigError('config.json is not an object');
  const source = raw as Record<string, unknown>;
  for (const key of REQUIRED_URLS) {
    if (typeof source[key] !== 'string' || !source[key]) throw new ConfigError(`config.json lacks ${key}`);
  }
  const remotes = source.remotes;
  if (typeof remotes !== 'object' || remotes === null) throw new ConfigError('config.json lacks remotes');
  return {
    apiUrl: source.apiUrl as string,
    profileUrl: source.profileUrl as string,
    widgetsUrl: source.widgetsUrl as string,
    siteUrl: source.siteUrl as string,
    partnerOrigins: Array.isArray(source.partnerOrigins) ? source.partnerOrigins.map(String) : [],
    remotes: Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, String(url)])),
    cookieDomain: optionalString(source.cookieDomain),
    secureCookies: source.secureCookies === true,
    googleTagId: optionalString(source.googleTagId),
    metaPixelId: optionalString(source.metaPixelId),
    // Handed to every remote (HostApi.config): their forms run the bot check with it.
    recaptchaSiteKey: optionalString(source.recaptchaSiteKey) ?? undefined,
    // Handed to the marketing remote (HostApi.config), which shows the video only when it is set. The server that
    // writes config.json has checked it (promo-video.cjs), as it has every other value here.
    promoVideoId: optionalString(source.promoVideoId) ?? undefined,
  };
}

export async function loadShellConfig(): Promise<ShellConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  return parseShellConfig(await response.json());
}
