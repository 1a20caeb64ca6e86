import type { MarketingPage } from '@jetkiz/contracts';
import type { RouteObject } from 'react-router-dom';
import { MainLayout, WidgetLayout } from '../layout';
import { NotFoundPage } from '../pages';
import { LocaleGate, RootRedirect } from './locale-gate';
import { LogisticsWidgetRoute, MarketingRoute, ScheduleRoute, WidgetRoute } from './remote-routes';

const MARKETING_PAGES: readonly Exclude<MarketingPage, 'home'>[] = [
  'about',
  'prices',
  'traveler',
  'confirm-email',
  'public-offer',
  'insurance-conditions',
  'confidentiality-policy',
  'payment-rules',
];

/** Every route of spec §2 under its locale prefix, each rendered by the remote that owns it. */
export function createSiteRoutes(): RouteObject[] {
  return [
    { path: '/', element: <RootRedirect /> },
    {
      path: '/:locale',
      element: <LocaleGate />,
      children: [
        {
          path: 'widget',
          element: <WidgetLayout />,
          children: [
            { path: 'trip', element: <WidgetRoute widget="trip" /> },
            { path: 'parcel', element: <WidgetRoute widget="parcel" /> },
            { path: 'delivery', element: <LogisticsWidgetRoute widget="delivery" /> },
            { path: 'deliveryModal', element: <LogisticsWidgetRoute widget="deliveryModal" /> },
            { path: 'insurance', element: <LogisticsWidgetRoute widget="insurance" /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <MainLayout />,
          children: [
            { index: true, element: <MarketingRoute page="home" /> },
            ...MARKETING_PAGES.map((page) => ({ path: page, element: <MarketingRoute page={page} /> })),
            { path: 'schedule', element: <ScheduleRoute page="board" /> },
            { path: 'schedule/success', element: <ScheduleRoute page="success" /> },
            { path: 'schedule/:parcelId', element: <ScheduleRoute page="parcel" /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
