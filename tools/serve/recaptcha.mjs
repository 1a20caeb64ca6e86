// reCAPTCHA v3 (the bot check of spec §7): what a page that runs it must allow, and only when a site key is set.

/** Google's reCAPTCHA paths: api.js from www.google.com, its releases from www.gstatic.com, its frame from www.google.com. */
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * CSP sources for a page running the bot check with `siteKey`; none without a key, so nothing outside loads.
 * @param {string | undefined | null} siteKey
 */
export function recaptchaSources(siteKey) {
  const sources = siteKey ? RECAPTCHA_SOURCES : [];
  return { scriptSources: sources, frameSources: sources, connectSources: sources };
}

/**
 * Fail closed: in production a page whose forms the API only takes bot-checked is not served without a site key.
 * @param {string | undefined} siteKey
 * @param {string} checked whose bot check it is, for the message (e.g. "the site's")
 */
export function requireSiteKeyInProduction(siteKey, checked) {
  if (process.env.NODE_ENV !== 'production' || siteKey) return;
  console.error(`RECAPTCHA_SITE_KEY must be set in production (${checked} bot check); nothing is served without it`);
  process.exit(1);
}
