import type { NavigationApi } from '@jetkiz/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { isPlainClick } from './plain-click';

interface SiteLinkProps {
  navigation: NavigationApi;
  /** a site path without the locale prefix: '/about', '/#faq' */
  to: string;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
}

/**
 * A link inside the site for a remote, which does not use the router: a real href (new tab, copy link), routed by
 * the shell on a plain click.
 */
export function SiteLink({ navigation, to, className, children, onNavigate }: SiteLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate?.();
    navigation.go(to);
  };
  return (
    <a href={navigation.href(to)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
