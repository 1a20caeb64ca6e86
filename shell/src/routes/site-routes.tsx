import type { LogisticsWidgetName, MarketingPage, SchedulePage, WidgetName } from '@jetkiz/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { MainLayout, WidgetLayout } from '../layout';
import { NotFoundPage } from '../pages';
import { SITE_PATHS, WIDGET_SEGMENT } from '../site-paths';
import type { RouteOwner, SiteRoute } from '../site-paths';
import { LocaleGate, RootRedirect } from './locale-gate';
import { LogisticsWidgetRoute, MarketingRoute, ScheduleRoute, WidgetRoute } from './remote-routes';

const ELEMENT_OF_OWNER: Readonly<Record<RouteOwner, (page: string) => ReactNode>> = {
  marketing: (page) => <MarketingRoute page={page as MarketingPage} />,
  schedule: (page) => <ScheduleRoute page={page as SchedulePage} />,
  widgets: (page) => <WidgetRoute widget={page as WidgetName} />,
  logistics: (page) => <LogisticsWidgetRoute widget={page as LogisticsWidgetName} />,
};

function routeObjectOf({ path, owner, page }: SiteRoute): RouteObject {
  const element = ELEMENT_OF_OWNER[owner](page);
  return path ? { path, element } : { index: true, element };
}

/** Every route of spec §2 (listed in site-paths.json) under its locale prefix, each rendered by the remote that owns it. */
export function createSiteRoutes(): RouteObject[] {
  return [
    { path: '/', element: <RootRedirect /> },
    {
      path: '/:locale',
      element: <LocaleGate />,
      children: [
        {
          path: WIDGET_SEGMENT,
          element: <WidgetLayout />,
          children: [...SITE_PATHS.widgets.map(routeObjectOf), { path: '*', element: <NotFoundPage /> }],
        },
        {
          element: <MainLayout />,
          children: [...SITE_PATHS.pages.map(routeObjectOf), { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}
