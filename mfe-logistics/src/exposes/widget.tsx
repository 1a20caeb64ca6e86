import type { LogisticsWidgetProps } from '@jetkiz/contracts';
import { registerLogisticsTranslations } from '../i18n';
import { DeliveryPage } from '../courier';
import { InsuranceWidget } from '../insurance';

registerLogisticsTranslations();

/** The logistics widget pages: courier delivery (issue 19; deliveryModal is its compact form for iframes) and insurance (issue 20). */
export default function Widget({ host, widget, searchParams }: LogisticsWidgetProps) {
  const query = searchParams ?? new URLSearchParams(window.location.search);
  if (widget === 'insurance') return <InsuranceWidget host={host} query={query} />;
  // The courier works for a logged-in party of a deal through the site's host; there is no page without one.
  if (!host) return null;
  return <DeliveryPage key={widget} host={host} widget={widget} query={query} />;
}
