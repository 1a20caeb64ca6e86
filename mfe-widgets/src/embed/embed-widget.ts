import { hostMessage, isWidgetEnvelope, postWidgetMessage } from '@jetkiz/contracts';
import type { LocaleCode, WidgetName, WidgetToHostMessage, WidgetToHostPayloads } from '@jetkiz/contracts';

/** DOM events on the partner page are named `jetkiz:<message type>`, e.g. `jetkiz:parcel-created`. */
export const EVENT_PREFIX = 'jetkiz:';

const DEFAULT_HEIGHT_PX = 720;
/** The refusal notice reports no height (it posts its code only), so the frame shrinks to a box that holds it. */
const ERROR_HEIGHT_PX = 240;

/** What the partner's error callback gets: why the widget is not there. */
export type EmbedError = WidgetToHostPayloads['widget-error'];

const TITLES: Readonly<Record<WidgetName, Readonly<Record<LocaleCode, string>>>> = {
  trip: { ru: 'Новая поездка — Jetkiz', kz: 'Жаңа сапар — Jetkiz', en: 'New trip — Jetkiz' },
  parcel: { ru: 'Новая посылка — Jetkiz', kz: 'Жаңа сәлемдеме — Jetkiz', en: 'New parcel — Jetkiz' },
};

export interface EmbedOptions {
  widget: WidgetName;
  locale: LocaleCode;
  cityId: number | null;
  /** where the widget pages live: the origin embed.js was loaded from */
  widgetsOrigin: string;
  /** `data-on-error`: the name of the partner's global function called with an EmbedError */
  errorCallback: string | null;
}

function isWidgetName(value: string | undefined): value is WidgetName {
  return value === 'trip' || value === 'parcel';
}

function localeOf(value: string | undefined): LocaleCode {
  return value === 'kz' || value === 'en' ? value : 'ru';
}

function cityIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Reads `data-widget`, `data-locale` (ru by default), `data-city` and `data-on-error`; null without a known widget. */
export function embedOptionsOf(script: HTMLScriptElement): EmbedOptions | null {
  const { widget, locale, city, onError } = script.dataset;
  if (!isWidgetName(widget)) return null;
  return {
    widget,
    locale: localeOf(locale),
    cityId: cityIdOf(city),
    widgetsOrigin: new URL(script.src).origin,
    errorCallback: onError?.trim() || null,
  };
}

/** Looked up when the error comes, so the partner may define the function after the script tag. */
function callErrorCallback(win: Window, name: string | null, error: EmbedError): void {
  if (name === null) return;
  const callback = (win as unknown as Record<string, unknown>)[name];
  if (typeof callback === 'function') callback(error);
  else console.error(`Jetkiz embed.js: data-on-error names ${name}, which is not a function.`);
}

function isFromWidget(data: unknown): data is WidgetToHostMessage {
  return isWidgetEnvelope(data) && data.type !== 'setAuthToken' && data.type !== 'setCity';
}

/**
 * Puts the widget's iframe after the script, sizes it to the widget's content, answers `loaded` (a partner holds
 * no Jetkiz token, so `setAuthToken` is null; `data-city` becomes `setCity`) and re-dispatches every other
 * message of the widget as a bubbling CustomEvent on the script's parent element; `widget-error` also goes to the
 * partner's `data-on-error` function. Returns the function that removes it all.
 */
export function embedWidget(script: HTMLScriptElement, options: EmbedOptions, win: Window = window): () => void {
  const doc = script.ownerDocument;
  const frame = doc.createElement('iframe');
  const parent = encodeURIComponent(win.location.origin);
  frame.src = `${options.widgetsOrigin}/${options.locale}/widget/${options.widget}?parent=${parent}`;
  frame.title = TITLES[options.widget][options.locale];
  frame.style.cssText = `display:block;width:100%;height:${DEFAULT_HEIGHT_PX}px;border:0;`;
  script.after(frame);
  const container = script.parentElement ?? doc.body;

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== options.widgetsOrigin || event.source !== frame.contentWindow) return;
    if (!isFromWidget(event.data)) return;
    const message = event.data;
    if (message.type === 'resize') {
      frame.style.height = `${Math.ceil(message.payload.height)}px`;
      return;
    }
    if (message.type === 'loaded') answerLoaded(frame, options);
    if (message.type === 'widget-error') frame.style.height = `${ERROR_HEIGHT_PX}px`;
    container.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}${message.type}`, { detail: message.payload, bubbles: true }));
    if (message.type === 'widget-error') callErrorCallback(win, options.errorCallback, message.payload);
  };
  win.addEventListener('message', onMessage);
  return () => {
    win.removeEventListener('message', onMessage);
    frame.remove();
  };
}

function answerLoaded(frame: HTMLIFrameElement, options: EmbedOptions): void {
  const target = frame.contentWindow;
  if (!target) return;
  postWidgetMessage(target, options.widgetsOrigin, hostMessage('setAuthToken', { token: null }));
  if (options.cityId !== null) postWidgetMessage(target, options.widgetsOrigin, hostMessage('setCity', { cityId: options.cityId }));
}
