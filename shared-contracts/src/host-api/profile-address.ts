import type { ApiClient } from '../api-client';

/** The fragment parameter that carries a one-time session hand-over code to the profile host. */
export const HANDOFF_PARAM = 'handoff';

/** An absolute URL on the profile host. */
export function profileAddress(base: string, path = '/', query: Record<string, string> = {}): string {
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The profile URL with a one-time hand-over code of the current session (issue 15 item 9). The code rides in the
 * fragment, which browsers never send to a server, so it stays out of server logs and Referer headers; it is single
 * use and lives 60 s. A fragment the URL already has (e.g. `#chat`, the deal page's chat) stays before the code.
 * Without a session, or when the API gives no code, the plain URL: the profile then asks to log in.
 */
export async function profileHandoffAddress(api: ApiClient, loggedIn: boolean, url: string): Promise<string> {
  if (!loggedIn) return url;
  try {
    const { code } = await api.auth.handoff();
    const target = new URL(url);
    target.hash = [target.hash.slice(1), `${HANDOFF_PARAM}=${encodeURIComponent(code)}`].filter(Boolean).join('&');
    return target.toString();
  } catch {
    return url;
  }
}
