export { ConfigError, loadConfig } from './config';
export type { Config, LimitRule, LimitsConfig, NodeEnv, PasswordHashCost } from './config';
