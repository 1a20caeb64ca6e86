import {
  createApiClient,
  listenForWidgetMessages,
  parentOriginOf,
  postWidgetMessage,
  reportHeight,
  widgetMessage,
} from '@jetkiz/contracts';
import type { ApiClient, HostApi, WidgetMessage } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';

type OutgoingMessage = Parameters<typeof postWidgetMessage>[2];

/**
 * The courier inside a partner's iframe (spec §4's widget protocol): cookies do not reach a framed page, so the
 * partner hands the token over with `setAuthToken` after `loaded`, and the calls carry that token. Messages go to
 * the partner's origin only.
 */
export class CourierFrame {
  token: string | null = null;
  readonly api: ApiClient;

  constructor(
    private readonly parent: Window,
    readonly parentOrigin: string,
    host: HostApi,
  ) {
    this.api = createApiClient({
      baseUrl: host.config.apiUrl,
      getToken: () => this.token,
      getLanguage: () => host.locale.language,
      onUnauthorized: () => this.setToken(null),
    });
    makeAutoObservable<CourierFrame, 'parent'>(this, { parent: false, parentOrigin: false, api: false });
  }

  get isLoggedIn(): boolean {
    return this.token !== null;
  }

  setToken(token: string | null): void {
    this.token = token;
  }

  send(message: OutgoingMessage): void {
    postWidgetMessage(this.parent, this.parentOrigin, message);
  }

  /** Says `loaded`, takes the token, and reports the content's height so the iframe fits it. */
  start(content: HTMLElement): () => void {
    const stopListening = listenForWidgetMessages<WidgetMessage>({
      allowedOrigins: [this.parentOrigin],
      expectedSource: () => this.parent,
      onMessage: (message) => {
        if (message.type === 'setAuthToken') this.setToken(message.payload.token);
      },
    });
    this.send(widgetMessage('loaded', {}));
    const stopHeight = reportHeight(content, this);
    return () => {
      stopHeight();
      stopListening();
    };
  }
}

/**
 * The partner frame the page is in, or null: not framed, or framed by the site itself (same origin, the site's
 * session), or by a page that is not a configured partner (it gets nothing).
 */
export function courierFrameOf(view: Window, host: HostApi): CourierFrame | null {
  if (view.parent === view) return null;
  const parentOrigin = parentOriginOf({
    allowed: host.config.partnerOrigins,
    ancestorOrigin: view.location.ancestorOrigins?.[0],
    referrer: view.document.referrer,
  });
  if (!parentOrigin) return null;
  return new CourierFrame(view.parent, parentOrigin, host);
}
