export { ConfigError, loadProfileConfig, parseProfileConfig } from './profile-config';
export type { ProfileConfig } from './profile-config';
