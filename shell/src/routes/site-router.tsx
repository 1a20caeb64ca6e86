import { useMemo } from 'react';
import { useNavigate, useRoutes } from 'react-router-dom';
import { createSiteRoutes } from './site-routes';

export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Lets code outside React (the HostApi, the locale store) navigate through the router. */
export function createNavigationBridge() {
  let navigateInRouter: Navigate | null = null;
  const navigate: Navigate = (to, options) => {
    if (navigateInRouter) navigateInRouter(to, options);
    else window.location.assign(to);
  };
  const connect = (routerNavigate: Navigate) => {
    navigateInRouter = routerNavigate;
  };
  return { navigate, connect };
}

export function SiteRoutes({ onNavigateReady }: { onNavigateReady: (navigate: Navigate) => void }) {
  const routerNavigate = useNavigate();
  onNavigateReady((to, options) => void routerNavigate(to, options));
  const routes = useMemo(() => createSiteRoutes(), []);
  return useRoutes(routes);
}
