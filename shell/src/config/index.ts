export { loadShellConfig, parseShellConfig, ConfigError } from './host-config';
export type { ShellConfig } from './host-config';
