export { loadStandaloneConfig, parseStandaloneConfig, StandaloneConfigError, widgetPageOf } from './standalone-config';
export type { StandaloneConfig } from './standalone-config';
