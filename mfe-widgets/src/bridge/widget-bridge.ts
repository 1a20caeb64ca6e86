import { listenForWidgetMessages, postWidgetMessage, widgetMessage } from '@jetkiz/contracts';
import type { HostToWidgetMessage, WidgetMessage, WidgetToHostMessage } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';
import type { WidgetOutlet, WidgetSession } from './widget-session';

/** How long the widget waits for `setAuthToken` before it takes the visitor for a guest (a page without embed.js). */
export const TOKEN_WAIT_MS = 1500;

export interface BridgeOptions {
  /** the window that framed the widget */
  parent: Window;
  /** its origin, already checked against the allowed ones */
  parentOrigin: string;
  siteOrigin: string;
  /** the widget's own window (listened on) */
  self?: Window;
}

function isHostMessage(message: WidgetMessage): message is HostToWidgetMessage {
  return message.type === 'setAuthToken' || message.type === 'setCity';
}

/**
 * The widget's side of spec §4: posts `loaded`, then takes `setAuthToken` and `setCity` from its parent only
 * (origin and window checked); everything it sends goes to that one origin.
 */
export class WidgetBridge implements WidgetSession, WidgetOutlet {
  token: string | null = null;
  tokenReceived = false;
  waitedTooLong = false;
  cityId: number | null = null;

  constructor(private readonly options: BridgeOptions) {
    makeAutoObservable<WidgetBridge, 'options'>(this, { options: false, send: false, start: false });
  }

  get toSite(): boolean {
    return this.options.parentOrigin === this.options.siteOrigin;
  }

  get known(): boolean {
    return this.tokenReceived || this.waitedTooLong;
  }

  /** Starts listening, says `loaded`; returns the function that stops. */
  start(): () => void {
    const { parent, parentOrigin, self = window } = this.options;
    const stopListening = listenForWidgetMessages({
      allowedOrigins: [parentOrigin],
      expectedSource: () => parent,
      target: self,
      onMessage: (message) => {
        if (isHostMessage(message)) this.receive(message);
      },
    });
    const timer = setTimeout(() => this.giveUpWaiting(), TOKEN_WAIT_MS);
    this.send(widgetMessage('loaded', {}));
    return () => {
      clearTimeout(timer);
      stopListening();
    };
  }

  send(message: WidgetToHostMessage): void {
    postWidgetMessage(this.options.parent, this.options.parentOrigin, message);
  }

  receive(message: HostToWidgetMessage): void {
    if (message.type === 'setAuthToken') {
      this.token = message.payload.token;
      this.tokenReceived = true;
      return;
    }
    this.cityId = message.payload.cityId;
  }

  /** A 401 on the handed-over token: the widget goes on as a guest and tells its parent, whose session it was. */
  clear(): void {
    if (this.token === null) return;
    this.token = null;
    this.send(widgetMessage('session-ended', {}));
  }

  giveUpWaiting(): void {
    this.waitedTooLong = true;
  }
}
