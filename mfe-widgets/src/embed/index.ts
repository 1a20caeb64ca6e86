export { EVENT_PREFIX, embedOptionsOf, embedWidget } from './embed-widget';
export type { EmbedError, EmbedOptions } from './embed-widget';
