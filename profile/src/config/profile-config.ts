/** What the profile host reads from its `/config.json` at start (written from env where it is served). */
export interface ProfileConfig {
  apiUrl: string;
  /** the main site, without a trailing slash: links back go to `${siteUrl}/${locale}/...` */
  siteUrl: string;
  /** the parent domain the z_token cookie is shared on (e.g. `.jetkiz.kz`); null: this host only */
  cookieDomain: string | null;
  secureCookies: boolean;
}

export class ConfigError extends Error {}

function urlOf(source: Record<string, unknown>, key: 'apiUrl' | 'siteUrl'): string {
  const value = source[key];
  if (typeof value !== 'string' || !value) throw new ConfigError(`config.json lacks ${key}`);
  try {
    return new URL(value).toString().replace(/\/+$/, '');
  } catch {
    throw new ConfigError(`config.json has an invalid ${key}`);
  }
}

export function parseProfileConfig(raw: unknown): ProfileConfig {
  if (typeof raw !== 'object' || raw === null) throw new ConfigError('config.json is not an object');
  const source = raw as Record<string, unknown>;
  return {
    apiUrl: urlOf(source, 'apiUrl'),
    siteUrl: urlOf(source, 'siteUrl'),
    cookieDomain: typeof source.cookieDomain === 'string' && source.cookieDomain ? source.cookieDomain : null,
    secureCookies: source.secureCookies === true,
  };
}

export async function loadProfileConfig(): Promise<ProfileConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new ConfigError(`config.json answered ${response.status}`);
  return parseProfileConfig(await response.json());
}
