export function originOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export interface ParentClues {
  /** origins allowed to frame the widget: the site and the partners */
  allowed: readonly string[];
  /** `location.ancestorOrigins[0]` where the browser has it: the true parent */
  ancestorOrigin?: string | null;
  /** the `parent` query parameter embed.js adds */
  hint?: string | null;
  /** `document.referrer`: the parent page's URL or origin, unless a referrer policy hid it */
  referrer?: string | null;
}

const isAllowed = (origin: string | null, allowed: readonly string[]): origin is string => origin !== null && allowed.includes(origin);

/**
 * The origin messages to the parent are posted to, or null when no clue names an allowed origin. The browser's
 * own answer wins where it has one; elsewhere a wrong clue cannot leak anything, since postMessage with a target
 * origin delivers only when the parent really is that origin.
 */
export function parentOriginOf({ allowed, ancestorOrigin, hint, referrer }: ParentClues): string | null {
  const known = originOfUrl(ancestorOrigin);
  if (known !== null) return isAllowed(known, allowed) ? known : null;
  return [originOfUrl(hint), originOfUrl(referrer)].find((candidate) => isAllowed(candidate, allowed)) ?? null;
}
