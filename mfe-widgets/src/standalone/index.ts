export { loadStandaloneConfig, parseStandaloneConfig, StandaloneConfigError, standalonePageOf } from './standalone-config';
export type { StandaloneConfig } from './standalone-config';
