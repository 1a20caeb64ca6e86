// The site's route table in one place: the router builds its routes from it and the static server
// (plain Node, no bundler) answers 404 for paths it does not list and picks the widget pages' frame-ancestors.
const SITE_PATHS = require('./site-paths.json');

const WIDGET_SEGMENT = 'widget';

function segmentsOf(pathname) {
  return pathname.split('/').filter(Boolean);
}

function fitsPattern(pattern, segments) {
  const expected = segmentsOf(pattern);
  return expected.length === segments.length && expected.every((part, index) => part.startsWith(':') || part === segments[index]);
}

/** The locale prefix (or null: the app redirects a path without one) and the path after it. */
function splitLocale(pathname) {
  const segments = segmentsOf(pathname);
  const locale = SITE_PATHS.locales.includes(segments[0]) ? segments.shift() : null;
  return { locale, segments };
}

/** The route a path leads to, or null when the site has no such page. */
function matchSitePath(pathname) {
  const { locale, segments } = splitLocale(pathname);
  if (segments[0] === WIDGET_SEGMENT) {
    const widget = SITE_PATHS.widgets.find((route) => fitsPattern(route.path, segments.slice(1)));
    return widget ? { locale, kind: 'widget', route: widget } : null;
  }
  const page = SITE_PATHS.pages.find((route) => fitsPattern(route.path, segments));
  return page ? { locale, kind: 'page', route: page } : null;
}

/** `/{locale}/widget/*`: pages partners may put in an iframe. */
function isWidgetPath(pathname) {
  return splitLocale(pathname).segments[0] === WIDGET_SEGMENT;
}

exports.SITE_PATHS = SITE_PATHS;
exports.WIDGET_SEGMENT = WIDGET_SEGMENT;
exports.matchSitePath = matchSitePath;
exports.isWidgetPath = isWidgetPath;
