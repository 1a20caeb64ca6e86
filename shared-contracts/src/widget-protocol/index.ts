export {
  HOST_TO_WIDGET_TYPES,
  WIDGET_ERROR_CODES,
  WIDGET_MESSAGE_SOURCE,
  WIDGET_TO_HOST_TYPES,
  hostMessage,
  widgetMessage,
} from './messages';
export type {
  HostToWidgetMessage,
  HostToWidgetPayloads,
  HostToWidgetType,
  WidgetEnvelope,
  WidgetErrorCode,
  WidgetMessage,
  WidgetToHostMessage,
  WidgetToHostPayloads,
  WidgetToHostType,
} from './messages';
export { isWidgetEnvelope, listenForWidgetMessages, postWidgetMessage } from './widget-channel';
export type { WidgetListenerOptions } from './widget-channel';
export { originOfUrl, parentOriginOf } from './parent-origin';
export type { ParentClues } from './parent-origin';
export { reportHeight } from './report-height';
