export { WIDGET_TO_HOST_TYPES, hostMessage, widgetMessage } from './messages';
export type { HostToWidgetMessage, WidgetMessage, WidgetToHostMessage, WidgetToHostPayloads } from './messages';
export { isWidgetEnvelope, listenForWidgetMessages, postWidgetMessage } from './widget-channel';
export { originOfUrl, parentOriginOf } from './parent-origin';
export { reportHeight } from './report-height';
