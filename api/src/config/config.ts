import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
}

export interface Config {
  nodeEnv: NodeEnv;
  host: string;
  port: number;
  logLevel: string;
  /** unset: embedded PGlite persisted at dataDir */
  databaseUrl: string | undefined;
  dataDir: string;
  siteUrl: string;
  profileUrl: string;
  /** this API's public address: links to stored parcel photos start with it */
  apiUrl: string;
  /** where parcel photos are kept (the local image store) */
  imagesDir: string;
  corsOrigins: string[];
  trustProxy: boolean;
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
  jobs: { pollMs: number; retryBaseMs: number; retryMaxMs: number };
  /** GET /dev/outbox is served only outside production */
  devOutbox: boolean;
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
  const widgetsUrl = read.url('WIDGETS_URL', 'http://localhost:3004');
  const partnerOrigins = read.origins('PARTNER_ORIGINS', []);
  const corsOrigins = read.origins('CORS_ORIGINS', [
    ...new Set([origin(siteUrl), origin(profileUrl), origin(widgetsUrl), ...partnerOrigins]),
  ]);
  const codeHashSecret = env.CODE_HASH_SECRET ?? (production ? '' : DEV_CODE_HASH_SECRET);
  if (codeHashSecret.length < 16) problems.push('CODE_HASH_SECRET must be set to at least 16 characters in production');

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
    siteUrl: stripSlash(siteUrl),
    profileUrl: stripSlash(profileUrl),
    apiUrl: stripSlash(apiUrl),
    imagesDir: path.resolve(env.IMAGES_DIR || path.join(findRepoRoot(), '.data', 'images')),
    corsOrigins,
    trustProxy: read.bool('TRUST_PROXY', false),
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
    },
    jobs: {
      pollMs: read.int('JOB_POLL_MS', 1000, 10),
      retryBaseMs: read.int('JOB_RETRY_BASE_MS', 5000, 1),
      retryMaxMs: read.int('JOB_RETRY_MAX_MS', 3_600_000, 1),
    },
    devOutbox: !production,
  };
  if (env.REDIS_URL) problems.push('REDIS_URL is not supported yet: limits and jobs are held in Postgres; unset it');
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
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
    const list = raw.split(',').map((item) => item.trim()).filter(Boolean);
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
