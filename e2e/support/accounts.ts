// Accounts for the journeys, made through the real API as the site's modals make them (SMS codes and e-mail links read
// from the development outbox), and the parcels and trips of the profile's journeys.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { seriousViolations } from './axe-check';
import {
  expect,
  request as apiRequest,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { ORIGINS } from './stack';

/** A person's typing pace, for journeys that want to type like one (other suites use it; the masks do not need it). */
export const KEY_DELAY_MS = 30;

export interface Account {
  /** 11 digits, as the API stores it: 77071234567 */
  phone: string;
  password: string;
  email: string;
  firstName: string;
}

/** An account signed up with its session token. */
export interface ProfileAccount extends Account {
  token: string;
}

let made = 0;

/** A phone no other test of this run uses; the profile's journeys use 7705…, apart from the auth journeys' 7707…. */
function uniquePhone(prefix: '7707' | '7705'): string {
  made += 1;
  return `${prefix}${`${Date.now() % 100_000}${made % 100}`.padStart(7, '0').slice(-7)}`;
}

/** What a person types into the masked phone field: the ten digits after +7. */
export function nationalDigits(phone: string): string {
  return phone.slice(1);
}

export function newAccount(firstName = 'Әйгерім'): Account {
  const phone = uniquePhone('7707');
  return { phone, password: 'parol2024', email: `user${phone}@example.kz`, firstName };
}

/** The stack counts as up once the site answers; the API (migrations on a fresh database) may still be starting. */
export async function waitForApi(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${ORIGINS.api}/health`).catch(() => null))?.status() ?? 0, { timeout: 60_000 })
    .toBe(200);
}

/** Runs a file's set-up (in `beforeAll`) with a request context of its own once the API is up; the context is disposed after. */
export async function whenApiIsUp<T>(work: (request: APIRequestContext) => Promise<T>): Promise<T> {
  const request = await apiRequest.newContext();
  try {
    await waitForApi(request);
    return await work(request);
  } finally {
    await request.dispose();
  }
}

interface OutboxItem {
  channel: 'sms' | 'email';
  body: string;
}

/** What reached a phone or address, newest first. */
async function outbox(request: APIRequestContext, to: string): Promise<OutboxItem[]> {
  const response = await request.get(`${ORIGINS.api}/dev/outbox`, { params: { to } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: OutboxItem[] }).items;
}

async function smsTo(request: APIRequestContext, phone: string): Promise<OutboxItem[]> {
  return (await outbox(request, phone)).filter((item) => item.channel === 'sms');
}

export async function smsCount(request: APIRequestContext, phone: string): Promise<number> {
  return (await smsTo(request, phone)).length;
}

/** The 4-digit code of the newest SMS to `phone`, once more than `sentBefore` SMS have reached it. */
export async function smsCode(request: APIRequestContext, phone: string, sentBefore = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const sms = await smsTo(request, phone);
      code = sms.length > sentBefore ? (/\b(\d{4})\b/.exec(sms[0]!.body)?.[1] ?? null) : null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** The first group of `pattern` in the newest message on `channel` to `to` that has it, once one has come. */
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

async function post(request: APIRequestContext, path: string, data?: object, token?: string): Promise<unknown> {
  const response = await request.post(`${ORIGINS.api}${path}`, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** Signs an account up through the API, as the modals would; answers its session token. */
export async function registerAccount(request: APIRequestContext, account: Account): Promise<string> {
  const { phone, password, email, firstName } = account;
  await post(request, '/auth/phone-confirmation/send', { phone });
  const code = await latest(request, phone, 'sms', /\b(\d{4})\b/);
  await post(request, '/auth/phone-confirmation/confirm', { phone, code });
  const { token } = (await post(request, '/auth/register', {
    phone,
    code,
    password,
    password_confirmation: password,
    email,
    first_name: firstName,
  })) as { token: string };
  return token;
}

/** A new account of the auth journeys, signed up through the API: one they log in to or reset the password of. */
export async function registeredAccount(request: APIRequestContext, firstName?: string): Promise<Account> {
  const account = newAccount(firstName);
  await registerAccount(request, account);
  return account;
}

/** A new account of the profile's journeys, signed up; its e-mail confirmed by its link unless told otherwise. */
export async function signUp(request: APIRequestContext, firstName: string, { confirmEmail = true } = {}): Promise<ProfileAccount> {
  const phone = uniquePhone('7705');
  const account = { phone, password: 'parol2024', email: `profile${phone}@example.kz`, firstName };
  const token = await registerAccount(request, account);
  if (confirmEmail) {
    const link = await latest(request, account.email, 'email', /(https?:\/\/\S+confirm-email\S*)/);
    await post(request, '/email-confirmation/confirm', { token: new URL(link).searchParams.get('token') });
  }
  return { ...account, token };
}

/** The account passes identity verification at once (POST /dev/verification/verify, DEV_ROUTES=1): travelers who accept. */
export async function verifyIdentity(request: APIRequestContext, account: { token: string }): Promise<void> {
  await post(request, '/dev/verification/verify', undefined, account.token);
}

export interface City {
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

/** A new account of the profile's journeys (see `signUp`), logged in in this browser context. */
export async function signedUpIn(
  context: BrowserContext,
  request: APIRequestContext,
  firstName: string,
  options?: { confirmEmail?: boolean },
): Promise<ProfileAccount> {
  const account = await signUp(request, firstName, options);
  await logInContext(context, account);
  return account;
}

/** A page in a browser context of its own (another person's browser), logged in as `account`; English, the browser's language. */
export async function loggedInPage(browser: Browser, account: ProfileAccount): Promise<Page> {
  const context = await browser.newContext();
  await logInContext(context, account);
  return context.newPage();
}

/** The token cookie the profile host reads. */
export async function profileTokenCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies(ORIGINS.profile)).find((cookie) => cookie.name === 'z_token')?.value;
}

/** The profile host is another app (issue 10); these journeys only check that they are sent there. */
export async function stubProfileHost(page: Page): Promise<void> {
  await page.route(`${ORIGINS.profile}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Profile</title>' }),
  );
}

/**
 * The site hands the session to the (stubbed) profile host in `lang`: as a one-time code in the fragment, never as the
 * token.
 */
export async function waitForHandoffToProfile(page: Page, lang: 'ru' | 'kz' | 'en'): Promise<void> {
  await page.waitForURL(new RegExp(`^${ORIGINS.profile}/\\?lang=${lang}#handoff=[\\w-]{43}$`));
}

type AuthTexts = typeof import('../../mfe-auth/src/i18n/en.json');

/** The auth remote's texts in a language, so a journey finds the sign-up modal's fields by what a visitor reads. */
function authTexts(language: 'ru' | 'kk' | 'en'): AuthTexts {
  return JSON.parse(readFileSync(path.resolve(__dirname, `../../mfe-auth/src/i18n/${language}.json`), 'utf8')) as AuthTexts;
}

/**
 * The open sign-up modal from its SMS code step to the end, filled as a person fills it in `language` (typing the code
 * at `typing`'s pace if given): the code the outbox holds, the password twice, then the e-mail and the first name.
 */
export async function finishSignUp(
  request: APIRequestContext,
  dialog: Locator,
  account: Account,
  language: 'ru' | 'kk' | 'en',
  typing?: { delay: number },
): Promise<void> {
  const texts = authTexts(language);
  const code = await smsCode(request, account.phone);
  await dialog.getByLabel(texts.smsCode.code).pressSequentially(code, typing);
  await dialog.getByRole('button', { name: texts.smsCode.confirm }).click();

  await dialog.getByLabel(texts.fields.password, { exact: true }).fill(account.password);
  await dialog.getByLabel(texts.fields.passwordRepeat).fill(account.password);
  await dialog.getByRole('button', { name: texts.actions.next }).click();

  await dialog.getByLabel(texts.fields.email).fill(account.email);
  await dialog.getByLabel(texts.fields.firstName).fill(account.firstName);
  await dialog.getByRole('button', { name: texts.registration.submit }).click();
}

/** axe on the open modal: no serious or critical violation. */
export async function expectAccessibleModal(page: Page): Promise<void> {
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
}

/** The token cookie the site wrote. */
export async function tokenCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'z_token')?.value;
}

/** A verified traveler with a trip from Almaty to Astana in `tripInDays` days, and a sender with nothing posted yet. */
export async function travelerWithTripAndSender(
  request: APIRequestContext,
  [travelerName, senderName]: [traveler: string, sender: string],
  tripInDays: number,
): Promise<{ traveler: ProfileAccount; sender: ProfileAccount }> {
  const [almaty, astana] = await twoCities(request);
  const traveler = await signUp(request, travelerName);
  await verifyIdentity(request, traveler);
  const sender = await signUp(request, senderName);
  await createTrip(request, traveler, almaty, astana, inDays(tripInDays));
  return { traveler, sender };
}

export interface SentRequest {
  tripId: number;
  parcelId: number;
  bindId: number;
}

/** The traveler's trip and the sender's parcel, Almaty → Astana unless another route is given, and the sender's request to carry it (a pending bind). */
export async function sendRequest(
  request: APIRequestContext,
  {
    traveler,
    sender,
    description,
    tripInDays = 5,
    route,
  }: { traveler: ProfileAccount; sender: ProfileAccount; description: string; tripInDays?: number; route?: [City, City] },
): Promise<SentRequest> {
  const [from, to] = route ?? (await twoCities(request));
  const tripId = await createTrip(request, traveler, from, to, inDays(tripInDays));
  const parcelId = await createParcel(request, sender, from, to, inDays(tripInDays * 2), description);
  const { id: bindId } = (await post(request, `/parcels/${parcelId}/trips/binds`, { trip_id: tripId }, sender.token)) as { id: number };
  return { tripId, parcelId, bindId };
}
