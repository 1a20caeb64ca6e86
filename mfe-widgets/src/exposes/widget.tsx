import type { WidgetProps } from '@jetkiz/contracts';
import { Suspense, useMemo } from 'react';
import { connectWidget, WidgetApp } from '../app';
import { useWidgetsTexts } from '../i18n';

/**
 * The trip and parcel widgets at `/{locale}/widget/trip|parcel` of the site, inside the shell's empty layout and,
 * from there, inside the create-travel / create-parcel modals' iframes. Without a host (the standalone page of
 * this remote) the page's own config sets the widget up instead; see src/standalone.
 */
export default function Widget(props: WidgetProps) {
  // The widget waits for the page language's texts, a few KB, before it draws.
  return (
    <Suspense fallback={null}>
      <WidgetInLanguage {...props} />
    </Suspense>
  );
}

function WidgetInLanguage({ host, widget }: WidgetProps) {
  useWidgetsTexts();
  const environment = useMemo(() => {
    if (!host) return null;
    const { config } = host;
    return connectWidget({
      widget,
      locale: host.locale.current,
      apiUrl: config.apiUrl,
      siteUrl: config.siteUrl,
      profileUrl: config.profileUrl,
      partnerOrigins: config.partnerOrigins,
      recaptchaSiteKey: config.recaptchaSiteKey,
      host,
      window,
    });
  }, [host, widget]);
  if (!environment) return null;
  return <WidgetApp key={widget} environment={environment} />;
}
