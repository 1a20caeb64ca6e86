import type { NavigationApi } from '@jetkiz/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { isPlainClick } from './plain-click';

/** Leaves the site for the profile host: a full-page move. */
export type LeaveSite = (url: string) => void;

export const leaveSite: LeaveSite = (url) => window.location.assign(url);

interface ProfileLinkProps {
  navigation: Pick<NavigationApi, 'profileUrl' | 'profileHandoffUrl'>;
  /** a path on the profile host: '/', '/travels' */
  path?: string;
  className?: string;
  children?: ReactNode;
  leave?: LeaveSite;
}

/**
 * A real link to the profile host that, followed by a plain click, hands the session over with a one-time code in
 * the fragment (issue 15 item 9), never the token. Opened in another tab it is the plain address: the profile then
 * uses the shared cookie or asks to log in.
 */
export function ProfileLink({ navigation, path = '/', className, children, leave = leaveSite }: ProfileLinkProps) {
  const [leaving, setLeaving] = useState(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (leaving) return;
    setLeaving(true);
    void navigation.profileHandoffUrl(path).then(leave);
  };
  return (
    <a href={navigation.profileUrl(path)} className={className} onClick={onClick} aria-busy={leaving || undefined}>
      {children}
    </a>
  );
}
