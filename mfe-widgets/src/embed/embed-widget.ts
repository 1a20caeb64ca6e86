import { hostMessage, isWidgetEnvelope, postWidgetMessage } from '@jetkiz/contracts';
import type { LocaleCode, WidgetName, WidgetToHostMessage } from '@jetkiz/contracts';

/** DOM events on the partner page are named `jetkiz:<message type>`, e.g. `jetkiz:parcel-created`. */
export const EVENT_PREFIX = 'jetkiz:';

const DEFAULT_HEIGHT_PX = 720;

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

/** Reads `data-widget`, `data-locale` (ru by default) and `data-city`; null without a known widget. */
export function embedOptionsOf(script: HTMLScriptElement): EmbedOptions | null {
  const { widget, locale, city } = script.dataset;
  if (!isWidgetName(widget)) return null;
  return { widget, locale: localeOf(locale), cityId: cityIdOf(city), widgetsOrigin: new URL(script.src).origin };
}

function isFromWidget(data: unknown): data is WidgetToHostMessage {
  return isWidgetEnvelope(data) && data.type !== 'setAuthToken' && data.type !== 'setCity';
}

/**
 * Puts the widget's iframe after the script, sizes it to the widget's content, answers `loaded` (a partner holds
 * no Jetkiz token, so `setAuthToken` is null; `data-city` becomes `setCity`) and re-dispatches every other
 * message of the widget as a bubbling CustomEvent on the script's parent element. Returns the function that
 * removes it all.
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
    container.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}${message.type}`, { detail: message.payload, bubbles: true }));
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
