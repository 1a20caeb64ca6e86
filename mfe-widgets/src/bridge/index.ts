export { TOKEN_WAIT_MS, WidgetBridge } from './widget-bridge';
export type { BridgeOptions } from './widget-bridge';
export { NO_OUTLET } from './widget-session';
export type { WidgetOutlet, WidgetSession } from './widget-session';
