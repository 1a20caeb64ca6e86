import type { HostApi } from '@jetkiz/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';

/** Leaves the site for the profile host; `window.location.assign` outside tests. */
export type LeaveSite = (url: string) => void;

export const leaveSite: LeaveSite = (url) => window.location.assign(url);

/** A click the browser handles itself (a new tab or window, not the main button): it follows the plain address. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

interface ProfileLinkProps {
  host: HostApi;
  path?: string;
  className?: string;
  children: ReactNode;
  leave?: LeaveSite;
}

/**
 * A real link to the profile host that, when followed here, hands the session over with a one-time code in the
 * fragment (issue 15 item 9). Opened in another tab it is the plain address, without a code: the profile then uses
 * the shared cookie or asks to log in.
 */
export function ProfileLink({ host, path = '/', className, children, leave = leaveSite }: ProfileLinkProps) {
  const [leaving, setLeaving] = useState(false);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    void host.navigation.profileHandoffUrl(path).then(leave);
  };
  return (
    <a href={host.navigation.profileUrl(path)} className={className} onClick={follow} aria-busy={leaving || undefined}>
      {children}
    </a>
  );
}
