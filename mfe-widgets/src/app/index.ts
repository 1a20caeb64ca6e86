export { connectWidget } from './connect-widget';
export type { WidgetEnvironment, WidgetLinks, WidgetSetup } from './connect-widget';
export { WidgetApp } from './widget-app';
