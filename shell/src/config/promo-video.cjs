// The promo video's id, as the shell's server (plain Node) checks it before writing it into /config.json and
// letting the player's frame through its CSP; the page trusts config.json for it as for every other value.

/** Where the marketing remote's player comes from once the visitor clicks play (the privacy-enhanced embed). */
const PROMO_VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The id when it is a YouTube video id (11 characters of A–Z, a–z, 0–9, _ and -), otherwise undefined. An id that
 * is set but malformed would only embed a broken player, so it counts as unset and `warn` is told why.
 */
function promoVideoIdOf(value, warn) {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'string' && YOUTUBE_VIDEO_ID.test(value)) return value;
  warn(
    `PROMO_VIDEO_ID ${JSON.stringify(value)} is not a YouTube video id (11 characters: A-Z, a-z, 0-9, _ or -); the site shows no promo video`,
  );
  return undefined;
}

module.exports = { PROMO_VIDEO_ORIGIN, promoVideoIdOf };
