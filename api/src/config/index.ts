export { ConfigError, loadConfig } from './config';
export type {
  Config,
  LimitRule,
  LimitsConfig,
  NodeEnv,
  PasswordHashCost,
  PaymentProviderName,
  PaymentsConfig,
  SmsConfig,
  SmsProvider,
  TrustProxy,
} from './config';
