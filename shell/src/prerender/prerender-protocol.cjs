// What the shell's build-time render and its server (plain Node, shell/server.mjs) agree on.

/** Where the remote's page goes in the shell's prerendered tree. */
const PAGE_SLOT = 'JETKIZ_PRERENDERED_PAGE_SLOT';

/** The serve-time URLs (from env) as they appear in the prerendered HTML: the server writes the real ones over them. */
const SERVE_TIME_URLS = {
  apiUrl: 'https://api-url.jetkiz.invalid',
  profileUrl: 'https://profile-url.jetkiz.invalid',
  widgetsUrl: 'https://widgets-url.jetkiz.invalid',
  siteUrl: 'https://site-url.jetkiz.invalid',
};

/** The not-found page is one tree for every unknown path: its links to the other languages name this path segment. */
const NOT_FOUND_PATH = 'jetkiz-not-found-path';

exports.PAGE_SLOT = PAGE_SLOT;
exports.NOT_FOUND_PATH = NOT_FOUND_PATH;
exports.SERVE_TIME_URLS = SERVE_TIME_URLS;
