export const TOKEN_PARAM = 'token';

/**
 * The 'to cabinet' hand-over: the main site may send the user here with `?token=`. The token is taken out of the
 * address bar at once (before anything else loads), so it stays out of history, bookmarks and Referer headers.
 */
export function takeHandedOverToken(target: Pick<Window, 'location' | 'history'> = window): string | null {
  const url = new URL(target.location.href);
  if (!url.searchParams.has(TOKEN_PARAM)) return null;
  const token = url.searchParams.get(TOKEN_PARAM)?.trim() ?? '';
  url.searchParams.delete(TOKEN_PARAM);
  target.history.replaceState(target.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token || null;
}
