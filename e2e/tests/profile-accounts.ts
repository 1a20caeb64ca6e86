// Support for the profile host's journeys (not a spec): accounts, parcels and trips made through the real API.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { ORIGINS } from '../support/stack';

export interface ProfileAccount {
  /** 11 digits, as the API stores it */
  phone: string;
  password: string;
  email: string;
  firstName: string;
  token: string;
}

let made = 0;

/** A phone no other test of this run uses (7705…, apart from the auth journeys' 7707…). */
function uniquePhone(): string {
  made += 1;
  return `7705${`${Date.now() % 100_000}${made % 100}`.padStart(7, '0').slice(-7)}`;
}

/** The stack counts as up once the site answers; the API may still be migrating a fresh database. */
export async function waitForApi(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${ORIGINS.api}/health`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
}

interface OutboxItem {
  channel: 'sms' | 'email';
  body: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxItem[]> {
  const response = await request.get(`${ORIGINS.api}/dev/outbox`, { params: { to } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: OutboxItem[] }).items;
}

async function latest(request: APIRequestContext, to: string, channel: OutboxItem['channel'], pattern: RegExp): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(async () => {
      const item = (await outbox(request, to)).find((candidate) => candidate.channel === channel && pattern.test(candidate.body));
      found = item ? (pattern.exec(item.body)?.[1] ?? null) : null;
      return found;
    })
    .not.toBeNull();
  return found!;
}

async function post(request: APIRequestContext, path: string, data?: object, token?: string) {
  const response = await request.post(`${ORIGINS.api}${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** Signs up through the API as the site's modals do (code read from the outbox) and confirms the e-mail by its link. */
export async function signUp(request: APIRequestContext, firstName: string, { confirmEmail = true } = {}): Promise<ProfileAccount> {
  const phone = uniquePhone();
  const account = { phone, password: 'parol2024', email: `profile${phone}@example.kz`, firstName };
  await post(request, '/auth/phone-confirmation/send', { phone });
  const code = await latest(request, phone, 'sms', /\b(\d{4})\b/);
  await post(request, '/auth/phone-confirmation/confirm', { phone, code });
  const { token } = (await post(request, '/auth/register', {
    phone,
    code,
    password: account.password,
    password_confirmation: account.password,
    email: account.email,
    first_name: firstName,
  })) as { token: string };
  if (confirmEmail) {
    const link = await latest(request, account.email, 'email', /(https?:\/\/\S+confirm-email\S*)/);
    await post(request, '/email-confirmation/confirm', { token: new URL(link).searchParams.get('token') });
  }
  return { ...account, token };
}

interface City {
  id: number;
  name_en: string;
}

export async function twoCities(request: APIRequestContext): Promise<[City, City]> {
  const cities = (await (await request.get(`${ORIGINS.api}/cities`)).json()) as City[];
  const almaty = cities.find((city) => city.name_en === 'Almaty') ?? cities[0]!;
  const astana = cities.find((city) => city.name_en === 'Astana') ?? cities[1]!;
  return [almaty, astana];
}

/** YYYY-MM-DD, `days` from today. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function createTrip(
  request: APIRequestContext,
  traveler: ProfileAccount,
  from: City,
  to: City,
  tripDate: string,
): Promise<number> {
  const { id } = (await post(
    request,
    '/trips',
    {
      from_city_id: from.id,
      to_city_id: to.id,
      trip_date: tripDate,
      return_date: null,
      is_logistic_company: false,
      offered_amount: 10000,
      contact_phone: traveler.phone,
      weight_allowance: 'baggage',
      first_name: traveler.firstName,
      delivery_type: 'railway',
    },
    traveler.token,
  )) as { id: number };
  return id;
}

export async function createParcel(
  request: APIRequestContext,
  sender: ProfileAccount,
  from: City,
  to: City,
  deadline: string,
  description: string,
): Promise<number> {
  const { id } = (await post(
    request,
    '/parcels',
    { type: 'parcel', weight_class: 'M', image_ids: [], description, deadline, from_city_id: from.id, to_city_id: to.id, reward: 7500 },
    sender.token,
  )) as { id: number };
  return id;
}

/** Logs a browser context in the way the hosts share a login: the z_token cookie (localhost is one cookie host). */
export async function logInContext(context: BrowserContext, account: ProfileAccount): Promise<void> {
  await context.addCookies([{ name: 'z_token', value: account.token, url: ORIGINS.site, sameSite: 'Lax' }]);
}

export async function tokenCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(ORIGINS.profile)).find((cookie) => cookie.name === 'z_token')?.value;
}
