export { ConfigError, loadConfig } from './config';
export type {
  Config,
  GeoConfig,
  LimitRule,
  LimitsConfig,
  LogisticsConfig,
  NodeEnv,
  PasswordHashCost,
  PaymentProviderName,
  PaymentsConfig,
  SmsConfig,
  SmsProvider,
  TrustProxy,
} from './config';
export type { InsuranceConfig } from './insurance-config';
