export { ConfigError, loadConfig } from './config';
export type { Config, LimitRule, LimitsConfig, NodeEnv, PasswordHashCost, SmsConfig, SmsProvider, TrustProxy } from './config';
