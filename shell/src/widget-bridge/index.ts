export { applyWidgetMessage } from './widget-actions';
export type { LeaveSite } from './widget-actions';
export { WidgetBridgeModal } from './widget-bridge-modal';
export { WidgetFrame } from './widget-frame';
export type { WidgetFrameProps } from './widget-frame';
