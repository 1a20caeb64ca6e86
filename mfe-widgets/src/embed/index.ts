export { EVENT_PREFIX, embedOptionsOf, embedWidget } from './embed-widget';
export type { EmbedOptions } from './embed-widget';
