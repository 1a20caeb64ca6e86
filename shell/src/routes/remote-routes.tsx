import type { LogisticsWidgetProps, MarketingPageProps, SchedulePageProps, WidgetProps } from '@jetkiz/contracts';
import { useParams, useSearchParams } from 'react-router-dom';
import { useHost } from '../host-api';
import { RemoteComponent } from '../remotes';
import { ROUTE_MODULES } from '../site-paths';

export function MarketingRoute({ page }: { page: MarketingPageProps['page'] }) {
  const host = useHost();
  return <RemoteComponent<MarketingPageProps> moduleId={ROUTE_MODULES.marketing} props={{ host, page }} />;
}

export function ScheduleRoute({ page }: { page: SchedulePageProps['page'] }) {
  const host = useHost();
  const { parcelId = null } = useParams();
  const [searchParams] = useSearchParams();
  return <RemoteComponent<SchedulePageProps> moduleId={ROUTE_MODULES.schedule} props={{ host, page, parcelId, searchParams }} />;
}

export function WidgetRoute({ widget }: { widget: WidgetProps['widget'] }) {
  const host = useHost();
  return <RemoteComponent<WidgetProps> moduleId={ROUTE_MODULES.widgets} props={{ host, widget }} />;
}

export function LogisticsWidgetRoute({ widget }: { widget: LogisticsWidgetProps['widget'] }) {
  const host = useHost();
  // The query moves within the page (an order's claim id after it is created): the remote follows the router's.
  const [searchParams] = useSearchParams();
  return <RemoteComponent<LogisticsWidgetProps> moduleId={ROUTE_MODULES.logistics} props={{ host, widget, searchParams }} />;
}
