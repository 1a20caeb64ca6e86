import type { InsurerContact } from '@jetkiz/contracts';

/** The partner insurer of parcel insurance (issue 20). */
export interface InsuranceConfig {
  /** the offline simulator (default) or the REST adapter (INSURER_API_URL, INSURER_API_KEY) */
  insurer: 'simulator' | 'rest';
  rest: { url: string; apiKey: string | undefined; timeoutMs: number };
  /** shown with the insurer's refusal ('insurance error' modal) and on the policy */
  contact: InsurerContact;
  /** a policy whose premium is not paid this long after its checkout started is cancelled (payment waiting time expired) */
  paymentExpiryMinutes: number;
}

/** What the config's env reader offers (config.ts's EnvReader). */
interface Reader {
  int(name: string, fallback: number, min?: number, max?: number): number;
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
  url(name: string, fallback: string): string;
}

type Env = Record<string, string | undefined>;

const PHONE_DIGITS = /^7\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** INSURER_* settings; the simulator insures nothing for real, so production needs the REST adapter. */
export function readInsurance(env: Env, read: Reader, problems: string[], production: boolean): InsuranceConfig {
  const insurance: InsuranceConfig = {
    insurer: read.oneOf('INSURER', ['simulator', 'rest'], 'simulator'),
    rest: {
      url: read.url('INSURER_API_URL', 'https://insurer.invalid').replace(/\/+$/, ''),
      apiKey: env.INSURER_API_KEY || undefined,
      timeoutMs: read.int('INSURER_TIMEOUT_MS', 10_000, 100, 120_000),
    },
    contact: {
      name: env.INSURER_CONTACT_NAME || 'Insurance simulator',
      phone: env.INSURER_CONTACT_PHONE || '77270000000',
      email: env.INSURER_CONTACT_EMAIL || 'insurer@example.kz',
      url: read.url('INSURER_CONTACT_URL', 'https://insurer.example.kz'),
    },
    paymentExpiryMinutes: read.int('INSURANCE_PAYMENT_EXPIRY_MINUTES', 60, 5, 24 * 60),
  };
  if (production && insurance.insurer === 'simulator') {
    problems.push('INSURER=simulator issues no real policy: set INSURER=rest in production');
  }
  if (insurance.insurer === 'rest') {
    if (!insurance.rest.apiKey) problems.push('INSURER_API_KEY must be set when INSURER is rest');
    if (!env.INSURER_API_URL) problems.push('INSURER_API_URL must be set when INSURER is rest');
    for (const name of ['INSURER_CONTACT_NAME', 'INSURER_CONTACT_PHONE', 'INSURER_CONTACT_EMAIL', 'INSURER_CONTACT_URL']) {
      if (!env[name]) problems.push(`${name} must be set when INSURER is rest (the refusal shows the insurer's contact)`);
    }
  }
  if (!PHONE_DIGITS.test(insurance.contact.phone)) problems.push('INSURER_CONTACT_PHONE must be 7 and ten digits, e.g. 77272000000');
  if (!EMAIL.test(insurance.contact.email)) problems.push('INSURER_CONTACT_EMAIL must be an e-mail address');
  return insurance;
}
