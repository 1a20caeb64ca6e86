import type { NavigationApi } from '@jetkiz/contracts';
import type { MouseEvent, ReactNode } from 'react';

interface SiteLinkProps {
  navigation: NavigationApi;
  /** A site path without the locale prefix, e.g. '/schedule'. */
  to: string;
  className?: string;
  children: ReactNode;
}

function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** A real link to a page of the site that moves inside the shell without a reload (remotes do not use the router). */
export function SiteLink({ navigation, to, className, children }: SiteLinkProps) {
  return (
    <a
      className={className}
      href={navigation.href(to)}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        navigation.go(to);
      }}
    >
      {children}
    </a>
  );
}
