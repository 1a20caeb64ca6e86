import { REMOTES } from '@jetkiz/contracts';
import type { LogisticsWidgetProps, MarketingPageProps, SchedulePageProps, WidgetProps } from '@jetkiz/contracts';
import { useParams, useSearchParams } from 'react-router-dom';
import { useHost } from '../host-api';
import { RemoteComponent } from '../remotes';

export function MarketingRoute({ page }: { page: MarketingPageProps['page'] }) {
  const host = useHost();
  return <RemoteComponent<MarketingPageProps> moduleId={`${REMOTES.marketing}/Page`} props={{ host, page }} />;
}

export function ScheduleRoute({ page }: { page: SchedulePageProps['page'] }) {
  const host = useHost();
  const { parcelId = null } = useParams();
  const [searchParams] = useSearchParams();
  return <RemoteComponent<SchedulePageProps> moduleId={`${REMOTES.schedule}/Page`} props={{ host, page, parcelId, searchParams }} />;
}

export function WidgetRoute({ widget }: { widget: WidgetProps['widget'] }) {
  const host = useHost();
  return <RemoteComponent<WidgetProps> moduleId={`${REMOTES.widgets}/Widget`} props={{ host, widget }} />;
}

export function LogisticsWidgetRoute({ widget }: { widget: LogisticsWidgetProps['widget'] }) {
  const host = useHost();
  return <RemoteComponent<LogisticsWidgetProps> moduleId={`${REMOTES.logistics}/Widget`} props={{ host, widget }} />;
}
