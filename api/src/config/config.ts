import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_LIST } from '@jetkiz/contracts';
import type { DatabaseQueueOptions } from '../db';
import { readInsurance, type InsuranceConfig } from './insurance-config';

export type NodeEnv = 'development' | 'production' | 'test';

export interface PasswordHashCost {
  /** scrypt CPU/memory cost, a power of two */
  N: number;
  r: number;
  p: number;
}

/** At most `limit` hits per fixed window of `windowSeconds`. */
export interface LimitRule {
  limit: number;
  windowSeconds: number;
}

export interface LimitsConfig {
  /** login tries per phone + IP */
  login: LimitRule;
  loginPerIp: LimitRule;
  /** codes sent to one phone */
  smsPerPhone: LimitRule;
  smsPerIp: LimitRule;
  /** code checks (confirm, forgot/check, register, reset) per IP */
  codeChecksPerIp: LimitRule;
  /** e-mails to one user or address */
  emailsPerRecipient: LimitRule;
  /** callback requests and subscriptions per IP */
  formsPerIp: LimitRule;
  /** new parcels, trips and photo uploads per IP (generous: mobile carriers put many people behind one address) */
  marketplacePerIp: LimitRule;
  /** bind offers and cancellations by one sender (a user, else a guest's address), so no one floods a traveler */
  bindsPerSender: LimitRule;
  /** bind offers and cancellations on one parcel */
  bindsPerParcel: LimitRule;
  /** failed logins for one phone from any address before the phone is locked */
  loginFailuresPerPhone: LimitRule;
  /** codes sent to one phone in a day (sliding), besides the hourly limit */
  smsPerPhoneDaily: LimitRule;
  /** codes sent to one network (/24 IPv4, /64 IPv6) in a day */
  smsPerIpRangeDaily: LimitRule;
  /** wrong codes typed for one phone in a day, across all its codes */
  wrongCodesPerPhoneDaily: LimitRule;
  /** chat messages by one user (a guest sender: by parcel), in all channels together */
  chatMessagesPerUser: LimitRule;
}

/** TRUST_PROXY: false, the number of proxy hops in front of the API, or the proxies' addresses (CIDR allowed). */
export type TrustProxy = false | number | string[];

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  logLevel: string;
  /** unset: embedded PGlite persisted at dataDir */
  databaseUrl: string | undefined;
  dataDir: string;
  /** the bounded queue in front of the database: an overflow is answered 503 service_busy with Retry-After */
  databaseQueue: DatabaseQueueOptions;
  siteUrl: string;
  profileUrl: string;
  /** this API's public address: links to stored parcel photos start with it */
  apiUrl: string;
  /** where parcel photos are kept (the local image store) */
  imagesDir: string;
  corsOrigins: string[];
  /** never `true`: a client could then pick its own address with X-Forwarded-For */
  trustProxy: TrustProxy;
  /** Strict-Transport-Security on every answer (production default) */
  hsts: boolean;
  session: {
    /** a session unused this long ends */
    idleDays: number;
    /** a session ends this long after login, used or not */
    maxDays: number;
  };
  /** the first lock of a phone after too many failed logins; each next lock lasts twice as long */
  loginLockSeconds: number;
  /** key material for outbox bodies at rest; unset (development) keeps them readable for /dev/outbox */
  outboxSecret: string | undefined;
  /** secret mixed into the hashes of one-time codes, so a stolen table cannot be brute-forced offline */
  codeHashSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  recaptcha: { secret: string | undefined; minScore: number; verifyUrl: string };
  passwordHash: PasswordHashCost;
  phoneCode: { ttlSeconds: number; maxAttempts: number; resendSeconds: number; confirmedWindowSeconds: number };
  emailTokenTtlHours: number;
  limits: LimitsConfig;
  jobs: {
    pollMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    /** runs of a job before it ends failed */
    maxAttempts: number;
    /** finished jobs and sent messages older than this are deleted */
    retentionDays: number;
  };
  sms: SmsConfig;
  /** Sumsub's applicant API, used when VERIFICATION_PROVIDER is sumsub (every setting but the URL then required) */
  sumsub: SumsubConfig;
  /** who decides identity verifications: the offline rules (local, default) or Sumsub */
  verificationProvider: 'local' | 'sumsub';
  /** the safe deal's payment provider (issue 17): the offline simulator (default) or ioka */
  payments: PaymentsConfig;
  /** the courier delivery's provider (issue 19): the offline simulator (default) or Yandex Delivery */
  courier: CourierConfig;
  /** PII_ENCRYPTION_KEY, 32 bytes: AES-256-GCM of the IIN, document number and address; the IIN's HMAC key is derived from it */
  piiEncryptionKey: Buffer;
  /** /dev/* routes (outbox, jobs): only with DEV_ROUTES=1, never in production */
  devRoutes: boolean;
  /** the safe deal's time rules (issue 17) */
  deals: DealsConfig;
  /** the chat of a request (issue 18) */
  chat: ChatConfig;
  /** address search and short links for the courier (issue 19) */
  geo: GeoConfig;
  /** the courier claims (issue 19): tracking, refunds, the estimate's limit */
  logistics: LogisticsConfig;
  /** parcel insurance's partner insurer (issue 20): the offline simulator (default) or its REST API */
  insurance: InsuranceConfig;
  /** Swagger UI at /docs: always outside production, in production only with DOCS_PUBLIC=1 */
  docsPublic: boolean;
}

export interface DealsConfig {
  /** an unpaid checkout expires after this long */
  paymentExpiryHours: number;
  /** a delivered deal completes itself after this long unless the sender reports a problem */
  autoCompleteHours: number;
  /** a paid deal not picked up this many days after the trip date is cancelled and refunded */
  pickupGraceDays: number;
  /** how often the job that applies these rules runs */
  timersIntervalSeconds: number;
}

export interface GeoConfig {
  /** who finds addresses: the bundled gazetteer (offline, default) or Yandex's geocoder, which falls back to it when down */
  geocoder: 'offline' | 'yandex';
  yandex: { url: string; apiKey: string | undefined; timeoutMs: number };
  /** /geo/search and /geo/reverse per IP */
  lookupsPerIp: LimitRule;
  /** a short link ends this long after it was made, or when its delivery ends if sooner */
  shortLinkMaxAgeDays: number;
  /** short links made per user */
  shortLinksPerUser: LimitRule;
  /** point corrections per link, and per IP */
  shortLinkEditsPerLink: LimitRule;
  shortLinkEditsPerIp: LimitRule;
}

export interface LogisticsConfig {
  /** a claim at the provider is read this many seconds after it changed hands, then ever less often… */
  trackFirstSeconds: number;
  /** …each wait this many times the last… */
  trackFactor: number;
  /** …but never longer than this */
  trackMaxSeconds: number;
  /** a cancelled paid claim is refunded by this many days (spec §9: 7) */
  refundDays: number;
  /**
   * a courier fee's capture or a stray hold's void the job queue gave up on (the payment provider down) is queued
   * again by the sweep once its last attempt is this many minutes old
   */
  paymentRetryMinutes: number;
  /** …at most this many times; then the payment is marked stuck for staff and left alone */
  paymentMaxRetries: number;
  /** POST /logistics/estimate/check-price per IP */
  estimatesPerIp: LimitRule;
}

export interface ChatConfig {
  /** a new message to a party with no open chat sends at most one e-mail and one SMS per channel in this many minutes */
  noticeIntervalMinutes: number;
  /** a chat takes messages this many days after its request ended (declined, completed, cancelled, refunded) */
  openDaysAfterEnd: number;
  /** seconds between a live stream's heartbeats (a comment line and the presence refresh) */
  heartbeatSeconds: number;
}

export type SmsProvider = 'outbox' | 'mobizon';

export interface SmsConfig {
  /** outbox: kept in the outbox table only (development); mobizon: sent through Mobizon's HTTP API */
  provider: SmsProvider;
  /** sender name (alphaname) registered with the provider; unset: the provider's common one */
  from: string | undefined;
  mobizon: { apiKey: string | undefined; apiUrl: string; timeoutMs: number };
}

export interface SumsubConfig {
  appToken: string | undefined;
  secretKey: string | undefined;
  /** the secret key set on the webhook in Sumsub's dashboard: X-Payload-Digest is checked with it */
  webhookSecret: string | undefined;
  apiUrl: string;
  levelName: string | undefined;
  timeoutMs: number;
}

export type PaymentProviderName = 'simulator' | 'ioka';

export interface PaymentsConfig {
  /** PAYMENT_PROVIDER */
  provider: PaymentProviderName;
  /** the simulator signs the webhooks it sends to our own /payments/webhook/simulator with this */
  simulator: { webhookSecret: string };
  /** ioka's API (api.ioka.kz v2), used when PAYMENT_PROVIDER is ioka (the key and the webhook secret then required) */
  ioka: { apiUrl: string; apiKey: string | undefined; webhookSecret: string | undefined; timeoutMs: number };
}

export interface CourierConfig {
  /** COURIER_PROVIDER */
  provider: 'simulator' | 'yandex';
  /** COURIER_SIM_STEP_SECONDS: a simulated claim moves one status on after this long (0: only the dev advance route) */
  simulator: { stepSeconds: number };
  /** Yandex Delivery's B2B claims API, used when COURIER_PROVIDER is yandex (the token then required) */
  yandex: { url: string; token: string | undefined; timeoutMs: number };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;
const DEV_CODE_HASH_SECRET = 'jetkiz-dev-code-hash-secret';

/** Reads the whole API configuration from env, applying defaults; throws ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = new EnvReader(env, problems);

  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'], 'development');
  const production = nodeEnv === 'production';
  const siteUrl = read.url('SITE_URL', 'http://localhost:3000');
  const profileUrl = read.url('PROFILE_URL', 'http://localhost:3100');
  const port = read.int('PORT', 4000, 0, 65535);
  const apiUrl = read.url('API_URL', `http://localhost:${port}`);
  const widgetsUrl = read.url('WIDGETS_URL', `http://localhost:${REMOTE_LIST.widgets.port}`);
  const partnerOrigins = read.origins('PARTNER_ORIGINS', []);
  const corsOrigins = read.origins('CORS_ORIGINS', [
    ...new Set([origin(siteUrl), origin(profileUrl), origin(widgetsUrl), ...partnerOrigins]),
  ]);
  const codeHashSecret = env.CODE_HASH_SECRET ?? (production ? '' : DEV_CODE_HASH_SECRET);
  if (codeHashSecret.length < 16) problems.push('CODE_HASH_SECRET must be set to at least 16 characters in production');
  const sms: SmsConfig = {
    provider: read.oneOf('SMS_PROVIDER', ['outbox', 'mobizon'], production ? 'mobizon' : 'outbox'),
    from: env.SMS_FROM || undefined,
    mobizon: {
      apiKey: env.MOBIZON_API_KEY || undefined,
      apiUrl: stripSlash(read.url('MOBIZON_API_URL', 'https://api.mobizon.kz')),
      timeoutMs: read.int('MOBIZON_TIMEOUT_MS', 10_000, 100, 120_000),
    },
  };
  if (sms.provider === 'mobizon' && !sms.mobizon.apiKey)
    problems.push('MOBIZON_API_KEY must be set when SMS_PROVIDER is mobizon (the default in production)');
  const sumsub: SumsubConfig = {
    appToken: env.SUMSUB_APP_TOKEN || undefined,
    secretKey: env.SUMSUB_SECRET_KEY || undefined,
    webhookSecret: env.SUMSUB_WEBHOOK_SECRET || undefined,
    apiUrl: stripSlash(read.url('SUMSUB_API_URL', 'https://api.sumsub.com')),
    levelName: env.SUMSUB_LEVEL_NAME || undefined,
    timeoutMs: read.int('SUMSUB_TIMEOUT_MS', 15_000, 100, 120_000),
  };
  if (env.VERIFICATION_PROVIDER === 'sumsub') {
    if (!sumsub.appToken) problems.push('SUMSUB_APP_TOKEN must be set when VERIFICATION_PROVIDER is sumsub');
    if (!sumsub.secretKey) problems.push('SUMSUB_SECRET_KEY must be set when VERIFICATION_PROVIDER is sumsub');
    if (!sumsub.webhookSecret) problems.push('SUMSUB_WEBHOOK_SECRET must be set when VERIFICATION_PROVIDER is sumsub');
    if (!sumsub.levelName) problems.push('SUMSUB_LEVEL_NAME must be set when VERIFICATION_PROVIDER is sumsub');
  }
  const verificationProvider = read.oneOf('VERIFICATION_PROVIDER', ['local', 'sumsub'], 'local');
  const payments = readPayments(env, read, problems, production);
  const courier = readCourier(env, read, problems, production);
  const piiEncryptionKey = readPiiKey(env.PII_ENCRYPTION_KEY, production, problems);
  const devRoutes = read.bool('DEV_ROUTES', false);
  // Fail closed: settings without which production would silently not send codes, not check bots or expose test routes.
  if (production) {
    if (sms.provider === 'outbox') problems.push('SMS_PROVIDER=outbox only keeps codes in a table: set SMS_PROVIDER=mobizon in production');
    if (!env.SMTP_URL) problems.push('SMTP_URL must be set in production (e-mail sender)');
    if (!env.RECAPTCHA_SECRET) problems.push('RECAPTCHA_SECRET must be set in production (bot check)');
    if (devRoutes) problems.push('DEV_ROUTES must not be set in production (the /dev/* routes show every SMS code and e-mail link)');
  }

  const hashN = read.int('PASSWORD_HASH_N', 2 ** 17, 2);
  if ((hashN & (hashN - 1)) !== 0) problems.push('PASSWORD_HASH_N must be a power of two');
  if (production && hashN < 2 ** 17) problems.push('PASSWORD_HASH_N below 131072 is not allowed in production');

  const config: Config = {
    nodeEnv,
    host: env.HOST || 'localhost',
    port,
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], nodeEnv === 'test' ? 'warn' : 'info'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(findRepoRoot(), '.data', 'pglite')),
    databaseQueue: {
      // Embedded PGlite has one connection whatever this says; a Postgres server's pool opens this many.
      poolSize: read.int('DATABASE_POOL_SIZE', 10, 1, 1000),
      queueLimit: read.int('DATABASE_QUEUE_LIMIT', 100, 0, 100_000),
      queueTimeoutMs: read.int('DATABASE_QUEUE_TIMEOUT_MS', 3000, 1, 120_000),
    },
    siteUrl: stripSlash(siteUrl),
    profileUrl: stripSlash(profileUrl),
    apiUrl: stripSlash(apiUrl),
    imagesDir: path.resolve(env.IMAGES_DIR || path.join(findRepoRoot(), '.data', 'images')),
    corsOrigins,
    trustProxy: readTrustProxy(env, problems),
    hsts: read.bool('HSTS', production),
    session: { idleDays: read.int('SESSION_IDLE_DAYS', 30, 1, 365), maxDays: read.int('SESSION_MAX_DAYS', 365, 1, 365) },
    loginLockSeconds: read.int('LOGIN_LOCK_SECONDS', 15 * MINUTE, 1, DAY),
    outboxSecret: env.OUTBOX_SECRET || (production ? codeHashSecret : undefined),
    codeHashSecret,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Jetkiz <no-reply@jetkiz.kz>',
    staffEmail: env.STAFF_EMAIL || 'support@jetkiz.kz',
    recaptcha: {
      secret: env.RECAPTCHA_SECRET || undefined,
      minScore: read.number('RECAPTCHA_MIN_SCORE', 0.5, 0, 1),
      verifyUrl: read.url('RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify'),
    },
    passwordHash: { N: hashN, r: read.int('PASSWORD_HASH_R', 8, 1, 32), p: read.int('PASSWORD_HASH_P', 1, 1, 16) },
    phoneCode: {
      ttlSeconds: read.int('SMS_CODE_TTL_SECONDS', 300, 1, 600),
      maxAttempts: read.int('SMS_CODE_MAX_ATTEMPTS', 5, 1, 10),
      resendSeconds: read.int('SMS_RESEND_TIMEOUT_SECONDS', 60, 0, 3600),
      confirmedWindowSeconds: read.int('SMS_CONFIRMED_WINDOW_SECONDS', 600, 1, 3600),
    },
    emailTokenTtlHours: read.int('EMAIL_TOKEN_TTL_HOURS', 48, 1, 24 * 30),
    limits: {
      login: { limit: read.int('LIMIT_LOGIN_PER_MINUTE', 5, 1), windowSeconds: MINUTE },
      loginPerIp: { limit: read.int('LIMIT_LOGIN_PER_IP_PER_MINUTE', 30, 1), windowSeconds: MINUTE },
      smsPerPhone: { limit: read.int('LIMIT_SMS_PER_PHONE_PER_HOUR', 5, 1), windowSeconds: HOUR },
      smsPerIp: { limit: read.int('LIMIT_SMS_PER_IP_PER_HOUR', 30, 1), windowSeconds: HOUR },
      codeChecksPerIp: { limit: read.int('LIMIT_CODE_CHECKS_PER_IP_PER_MINUTE', 30, 1), windowSeconds: MINUTE },
      emailsPerRecipient: { limit: read.int('LIMIT_EMAILS_PER_HOUR', 5, 1), windowSeconds: HOUR },
      formsPerIp: { limit: read.int('LIMIT_FORMS_PER_IP_PER_HOUR', 20, 1), windowSeconds: HOUR },
      marketplacePerIp: { limit: read.int('LIMIT_MARKETPLACE_PER_IP_PER_HOUR', 300, 1), windowSeconds: HOUR },
      bindsPerSender: { limit: read.int('LIMIT_BINDS_PER_SENDER_PER_HOUR', 20, 1), windowSeconds: HOUR },
      bindsPerParcel: { limit: read.int('LIMIT_BINDS_PER_PARCEL_PER_HOUR', 6, 1), windowSeconds: HOUR },
      loginFailuresPerPhone: { limit: read.int('LIMIT_LOGIN_FAILURES_PER_PHONE', 10, 1), windowSeconds: 15 * MINUTE },
      smsPerPhoneDaily: { limit: read.int('LIMIT_SMS_PER_PHONE_PER_DAY', 10, 1), windowSeconds: DAY },
      smsPerIpRangeDaily: { limit: read.int('LIMIT_SMS_PER_IP_RANGE_PER_DAY', 200, 1), windowSeconds: DAY },
      wrongCodesPerPhoneDaily: { limit: read.int('LIMIT_WRONG_CODES_PER_PHONE_PER_DAY', 15, 1), windowSeconds: DAY },
      chatMessagesPerUser: { limit: read.int('LIMIT_CHAT_MESSAGES_PER_MINUTE', 20, 1), windowSeconds: MINUTE },
    },
    jobs: {
      pollMs: read.int('JOB_POLL_MS', 1000, 10),
      retryBaseMs: read.int('JOB_RETRY_BASE_MS', 5000, 1),
      retryMaxMs: read.int('JOB_RETRY_MAX_MS', 3_600_000, 1),
      maxAttempts: read.int('JOB_MAX_ATTEMPTS', 10, 1, 100),
      retentionDays: read.int('JOBS_RETENTION_DAYS', 14, 1),
    },
    sms,
    sumsub,
    verificationProvider,
    payments,
    courier,
    piiEncryptionKey,
    devRoutes: devRoutes && !production,
    deals: {
      paymentExpiryHours: read.int('PAYMENT_EXPIRY_HOURS', 24, 1, 24 * 30),
      autoCompleteHours: read.int('DEAL_AUTO_COMPLETE_HOURS', 72, 1, 24 * 60),
      pickupGraceDays: read.int('DEAL_PICKUP_GRACE_DAYS', 2, 0, 60),
      timersIntervalSeconds: read.int('DEAL_TIMERS_INTERVAL_SECONDS', 60, 1, DAY),
    },
    chat: {
      noticeIntervalMinutes: read.int('CHAT_NOTICE_INTERVAL_MINUTES', 60, 1, 24 * 60),
      openDaysAfterEnd: read.int('CHAT_OPEN_DAYS_AFTER_END', 14, 0, 365),
      heartbeatSeconds: read.int('CHAT_HEARTBEAT_SECONDS', 20, 1, 300),
    },
    docsPublic: !production || read.bool('DOCS_PUBLIC', false),
    insurance: readInsurance(env, read, problems, production),
    geo: readGeo(env, read, problems),
    logistics: readLogistics(read, problems),
  };
  if (env.REDIS_URL) problems.push('REDIS_URL is not supported yet: limits and jobs are held in Postgres; unset it');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

const DEV_SIMULATOR_WEBHOOK_SECRET = 'jetkiz-dev-payment-simulator-webhook-secret';

function readPayments(env: Env, read: EnvReader, problems: string[], production: boolean): PaymentsConfig {
  const provider = read.oneOf<PaymentProviderName>('PAYMENT_PROVIDER', ['simulator', 'ioka'], 'simulator');
  const payments: PaymentsConfig = {
    provider,
    simulator: { webhookSecret: env.SIMULATOR_WEBHOOK_SECRET || DEV_SIMULATOR_WEBHOOK_SECRET },
    ioka: {
      apiUrl: stripSlash(read.url('IOKA_API_URL', 'https://api.ioka.kz')),
      apiKey: env.IOKA_API_KEY || undefined,
      webhookSecret: env.IOKA_WEBHOOK_SECRET || undefined,
      timeoutMs: read.int('IOKA_TIMEOUT_MS', 15_000, 100, 120_000),
    },
  };
  // The simulator takes no real money and its checkout is a /dev/ page: production needs a real provider.
  if (production && provider === 'simulator') {
    problems.push('PAYMENT_PROVIDER=simulator takes no real money: set PAYMENT_PROVIDER=ioka in production');
  }
  if (provider === 'ioka') {
    if (!payments.ioka.apiKey) problems.push('IOKA_API_KEY must be set when PAYMENT_PROVIDER is ioka');
    if (!payments.ioka.webhookSecret) problems.push('IOKA_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is ioka');
  }
  return payments;
}

function readCourier(env: Env, read: EnvReader, problems: string[], production: boolean): CourierConfig {
  const courier: CourierConfig = {
    provider: read.oneOf('COURIER_PROVIDER', ['simulator', 'yandex'], 'simulator'),
    simulator: { stepSeconds: read.int('COURIER_SIM_STEP_SECONDS', 20, 0, DAY) },
    yandex: {
      url: stripSlash(read.url('YANDEX_DELIVERY_URL', 'https://b2b.taxi.yandex.net')),
      token: env.YANDEX_DELIVERY_TOKEN || undefined,
      timeoutMs: 10_000,
    },
  };
  // The simulator sends no courier: production needs the real provider.
  if (production && courier.provider === 'simulator') {
    problems.push('COURIER_PROVIDER=simulator sends no courier: set COURIER_PROVIDER=yandex in production');
  }
  if (courier.provider === 'yandex' && !courier.yandex.token) {
    problems.push('YANDEX_DELIVERY_TOKEN must be set when COURIER_PROVIDER is yandex');
  }
  return courier;
}

function readLogistics(read: EnvReader, problems: string[]): LogisticsConfig {
  const logistics: LogisticsConfig = {
    trackFirstSeconds: read.int('COURIER_TRACK_FIRST_SECONDS', 5, 1, HOUR),
    trackFactor: read.int('COURIER_TRACK_FACTOR', 2, 1, 10),
    trackMaxSeconds: read.int('COURIER_TRACK_MAX_SECONDS', 120, 1, DAY),
    refundDays: read.int('COURIER_REFUND_DAYS', 7, 1, 7),
    paymentRetryMinutes: read.int('COURIER_PAYMENT_RETRY_MINUTES', 60, 1, DAY / MINUTE),
    paymentMaxRetries: read.int('COURIER_PAYMENT_MAX_RETRIES', 24, 1, 1000),
    estimatesPerIp: { limit: read.int('LIMIT_COURIER_ESTIMATES_PER_IP_PER_MINUTE', 30, 1), windowSeconds: MINUTE },
  };
  if (logistics.trackMaxSeconds < logistics.trackFirstSeconds) {
    problems.push('COURIER_TRACK_MAX_SECONDS must not be below COURIER_TRACK_FIRST_SECONDS');
  }
  return logistics;
}

function readGeo(env: Env, read: EnvReader, problems: string[]): GeoConfig {
  const geo: GeoConfig = {
    geocoder: read.oneOf('GEOCODER', ['offline', 'yandex'], 'offline'),
    yandex: {
      url: stripSlash(read.url('YANDEX_GEOCODER_URL', 'https://geocode-maps.yandex.ru/1.x')),
      apiKey: env.YANDEX_GEOCODER_KEY || undefined,
      timeoutMs: read.int('YANDEX_GEOCODER_TIMEOUT_MS', 3000, 100, 60_000),
    },
    lookupsPerIp: { limit: read.int('LIMIT_GEO_PER_IP_PER_MINUTE', 60, 1), windowSeconds: MINUTE },
    shortLinkMaxAgeDays: read.int('SHORT_LINK_MAX_AGE_DAYS', 30, 1, 365),
    shortLinksPerUser: { limit: read.int('LIMIT_SHORT_LINKS_PER_USER_PER_HOUR', 30, 1), windowSeconds: HOUR },
    shortLinkEditsPerLink: { limit: read.int('LIMIT_SHORT_LINK_EDITS_PER_HOUR', 20, 1), windowSeconds: HOUR },
    shortLinkEditsPerIp: { limit: read.int('LIMIT_SHORT_LINK_EDITS_PER_IP_PER_HOUR', 60, 1), windowSeconds: HOUR },
  };
  if (geo.geocoder === 'yandex' && !geo.yandex.apiKey) problems.push('YANDEX_GEOCODER_KEY must be set when GEOCODER is yandex');
  return geo;
}

const DEV_PII_KEY_SEED = 'jetkiz-dev-pii-encryption-key';

/** 32 bytes as 64 hex digits or base64; outside production a fixed development key stands in when unset. */
function readPiiKey(raw: string | undefined, production: boolean, problems: string[]): Buffer {
  const text = raw?.trim();
  if (!text) {
    if (production) problems.push('PII_ENCRYPTION_KEY must be set in production (32 bytes, hex or base64): it encrypts IINs and documents');
    return createHash('sha256').update(DEV_PII_KEY_SEED).digest();
  }
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) problems.push('PII_ENCRYPTION_KEY must be 32 bytes, written as 64 hex digits or base64');
  return key;
}

function readTrustProxy(env: Env, problems: string[]): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['0', 'false', 'no'].includes(raw)) return false;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  if (['true', 'yes'].includes(raw)) {
    problems.push(
      `TRUST_PROXY must be the number of proxy hops (e.g. 1) or the proxies' addresses, not '${raw}': trusting every X-Forwarded-For lets clients choose their address`,
    );
    return false;
  }
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const item of list) {
    if (!/^[\d.]+(\/\d{1,2})?$|^[\da-f:]+(\/\d{1,3})?$/i.test(item))
      problems.push(`TRUST_PROXY must list proxy addresses or CIDR ranges, got '${item}'`);
  }
  return list;
}

class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly problems: string[],
  ) {}

  int(name: string, fallback: number, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
    const value = this.number(name, fallback, min, max);
    if (!Number.isInteger(value)) this.problems.push(`${name} must be an integer`);
    return value;
  }

  number(name: string, fallback: number, min = -Infinity, max = Infinity): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) {
      this.problems.push(`${name} must be a number between ${min} and ${max}, got '${raw}'`);
      return fallback;
    }
    return value;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes'].includes(raw)) return true;
    if (['0', 'false', 'no'].includes(raw)) return false;
    this.problems.push(`${name} must be true or false, got '${raw}'`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got '${raw}'`);
    return fallback;
  }

  url(name: string, fallback: string): string {
    const raw = this.env[name] || fallback;
    if (!isHttpUrl(raw)) this.problems.push(`${name} must be an http(s) URL, got '${raw}'`);
    return raw;
  }

  origins(name: string, fallback: string[]): string[] {
    const raw = this.env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const list = raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    for (const item of list) {
      if (!isHttpUrl(item)) this.problems.push(`${name} must list http(s) origins, got '${item}'`);
    }
    return list.map((item) => (isHttpUrl(item) ? origin(item) : item));
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function origin(url: string): string {
  return isHttpUrl(url) ? new URL(url).origin : url;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** The directory of the workspace root package.json (the one with "workspaces"), else the working directory. */
function findRepoRoot(start = process.cwd()): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (path.dirname(dir) === dir) return start;
  }
}
