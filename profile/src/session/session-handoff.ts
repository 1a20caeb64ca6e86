import { HANDOFF_PARAM } from '@jetkiz/contracts';

/** A session token in a query string: the old hand-over, no longer accepted (issue 15 item 9). */
const LEGACY_TOKEN_PARAM = 'token';

/**
 * The 'to cabinet' hand-over: the site sends the user here with a one-time code in the fragment (`#handoff=`),
 * exchanged by a POST for this host's own session. The code leaves the address bar at once, before anything else
 * loads, and so does a `?token=` of the old hand-over, which is ignored: a token in a link would let anyone log a
 * victim into the attacker's account.
 */
export function takeHandoffCode(target: Pick<Window, 'location' | 'history'> = window): string | null {
  const url = new URL(target.location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  const hasCode = fragment.has(HANDOFF_PARAM);
  const hasLegacyToken = url.searchParams.has(LEGACY_TOKEN_PARAM);
  if (!hasCode && !hasLegacyToken) return null;
  const code = fragment.get(HANDOFF_PARAM)?.trim() ?? '';
  // the rest of the fragment stays as it was written: `#chat&handoff=…` leaves `#chat`
  const hash = url.hash
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && part !== HANDOFF_PARAM && !part.startsWith(`${HANDOFF_PARAM}=`))
    .join('&');
  url.searchParams.delete(LEGACY_TOKEN_PARAM);
  target.history.replaceState(target.history.state, '', `${url.pathname}${url.search}${hash ? `#${hash}` : ''}`);
  return code || null;
}
