import { hostMessage, listenForWidgetMessages, postWidgetMessage } from '@jetkiz/contracts';
import type { HostApi, ModalParams, WidgetMessage, WidgetName, WidgetToHostMessage } from '@jetkiz/contracts';
import { useEffect, useRef, useState } from 'react';
import { applyWidgetMessage, type LeaveSite } from './widget-actions';
import styles from './widget-bridge.module.css';

export interface WidgetFrameProps {
  host: HostApi;
  widget: WidgetName;
  title: string;
  /** the departure city to preset (`setCity`) */
  cityId?: number | null;
  /** the widget page's query, e.g. a parcel's prefill */
  query?: ModalParams;
  leave?: LeaveSite;
}

function isFromWidget(message: WidgetMessage): message is WidgetToHostMessage {
  return message.type !== 'setAuthToken' && message.type !== 'setCity';
}

/** The site's widget page for `widget`, in the current locale. */
export function widgetUrl(host: HostApi, widget: WidgetName, query: ModalParams = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${host.config.siteUrl.replace(/\/$/, '')}/${host.locale.current}/widget/${widget}${search ? `?${search}` : ''}`;
}

/**
 * The host side of spec §4 around one widget iframe: only messages from that frame and the widget's origin count;
 * `loaded` is answered with the token (posted to that origin, never '*') and the city; the frame takes the
 * height the widget reports; everything else becomes an action of the site.
 */
export function WidgetFrame({ host, widget, title, cityId = null, query, leave }: WidgetFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const src = widgetUrl(host, widget, query);
  const widgetOrigin = new URL(src).origin;

  useEffect(
    () =>
      listenForWidgetMessages({
        allowedOrigins: [widgetOrigin],
        expectedSource: () => frame.current?.contentWindow ?? null,
        onMessage: (message) => {
          if (!isFromWidget(message)) return;
          if (message.type === 'resize') return setHeight(message.payload.height);
          if (message.type !== 'loaded') return applyWidgetMessage(host, message, leave);
          const target = frame.current?.contentWindow;
          if (!target) return;
          postWidgetMessage(target, widgetOrigin, hostMessage('setAuthToken', { token: host.session.token }));
          if (cityId !== null) postWidgetMessage(target, widgetOrigin, hostMessage('setCity', { cityId }));
        },
      }),
    [host, widgetOrigin, cityId, leave],
  );

  return (
    <iframe ref={frame} className={styles.frame} src={src} title={title} style={height === null ? undefined : { height: `${height}px` }} />
  );
}
