// Marketplace data made through the real API, as people make it: users sign up with an SMS code read from the
// development outbox, then create parcels and trips. Any e2e spec may use it.
import { test as base, request, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { ORIGINS } from './stack';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export interface SignedUpUser {
  phone: string;
  email: string;
  password: string;
  token: string;
  firstName: string;
}

export interface CityOnApi {
  id: number;
  name_ru: string;
  name_kk: string;
  name_en: string;
}

export interface ParcelFields {
  from: number;
  to: number;
  deadline: string;
  type?: 'documents' | 'parcel';
  weightClass?: 'documents' | 'S' | 'M' | 'L';
  weightKg?: number;
  description?: string;
  reward?: number;
}

export interface TripFields {
  from: number;
  to: number;
  date: string;
  firstName: string;
  offeredAmount: number;
  weightAllowance?: 'hand_luggage' | 'baggage';
  deliveryType?: 'address' | 'railway' | 'airport';
  logisticCompany?: boolean;
}

const PASSWORD = 'secret123';
const KAZAKHSTAN_UTC_OFFSET_MS = 5 * 3_600_000;
let phones = 0;

/** A request context on the API origin, speaking `language` (the API writes its messages in it); dispose it when done. */
export function openApi(language = 'en'): Promise<APIRequestContext> {
  return request.newContext({ baseURL: ORIGINS.api, extraHTTPHeaders: { Accept: 'application/json', 'Accept-Language': language } });
}

/**
 * Runs `work` with its own API context, disposed at the end: for `beforeAll` set-up, where a context kept for the
 * whole file would outlive the traces of the test that first used it.
 */
export async function withApi<T>(work: (api: APIRequestContext) => Promise<T>): Promise<T> {
  const api = await openApi();
  try {
    return await work(api);
  } finally {
    await api.dispose();
  }
}

/** `test` with an `api` fixture: a fresh API context per test. */
export const test = base.extend<{ api: APIRequestContext }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
  api: async ({}, provide) => {
    const api = await openApi();
    await provide(api);
    await api.dispose();
  },
});

/** A calendar day `days` from today in Kazakhstan (UTC+5), as the API counts days: YYYY-MM-DD. */
export function kazakhstanDay(days = 0): string {
  return new Date(Date.now() + KAZAKHSTAN_UTC_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** A phone number no other run of the suite has used, so a reused stack does not collide. */
export function uniquePhone(): string {
  phones += 1;
  const seed = (Date.now() % 1_000_000) * 10 + (phones % 10);
  return `7707${String(seed).padStart(7, '0').slice(-7)}`;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Waits for the marketplace calls to be served: the API may still be starting, or be a build without them. */
export async function waitForMarketplaceApi(api: APIRequestContext, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await api.get('/trips?per_page=1').catch(() => null);
    if (answer?.ok()) return;
    if (Date.now() > deadline) throw new Error(`GET /trips is not served by ${ORIGINS.api} (last status ${answer?.status() ?? 'none'})`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * A file's set-up in `beforeAll`: once the marketplace calls are served, `work` makes the file's users and trips with
 * an API context of its own and the API's list of cities.
 */
export function beforeAllOnMarketplace(work: (api: APIRequestContext, cityList: CityOnApi[]) => Promise<void>): void {
  test.beforeAll(async () => {
    // Sign-ups through the outbox and a first start of the API on a fresh database: slow on a busy machine.
    test.setTimeout(180_000);
    await withApi(async (api) => {
      await waitForMarketplaceApi(api);
      await work(api, await cities(api));
    });
  });
}

/** The latest SMS and e-mails to a phone or address, newest first (GET /dev/outbox, not served in production). */
export async function outboxFor(api: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const { items } = await ok<{ items: OutboxMessage[] }>(await api.get('/dev/outbox', { params: { to } }), 'GET /dev/outbox');
  return items;
}

/** Polls the outbox until a message to `to` passes `test` (background jobs send on their own clock). */
export async function waitForMessage(
  api: APIRequestContext,
  to: string,
  test: (message: OutboxMessage) => boolean,
  timeoutMs = 20_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxFor(api, to)).find(test);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching message to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Signs a new user up: send the code → read it from the outbox → confirm → register (answers the token). */
export async function signUp(api: APIRequestContext, firstName = 'Aigerim'): Promise<SignedUpUser> {
  const phone = uniquePhone();
  const email = `user${phone}@example.kz`;
  await ok(await api.post('/auth/phone-confirmation/send', { data: { phone } }), 'POST /auth/phone-confirmation/send');
  const [sms] = await outboxFor(api, phone);
  const code = sms?.channel === 'sms' ? /\b(\d{4})\b/.exec(sms.body)?.[1] : undefined;
  if (!code) throw new Error(`no SMS code to ${phone}`);
  await ok(await api.post('/auth/phone-confirmation/confirm', { data: { phone, code } }), 'POST /auth/phone-confirmation/confirm');
  const { token } = await ok<{ token: string }>(
    await api.post('/auth/register', {
      data: { phone, code, password: PASSWORD, password_confirmation: PASSWORD, email, first_name: firstName },
    }),
    'POST /auth/register',
  );
  return { phone, email, password: PASSWORD, token, firstName };
}

export async function cities(api: APIRequestContext): Promise<CityOnApi[]> {
  return ok<CityOnApi[]>(await api.get('/cities'), 'GET /cities');
}

function parcelBody(fields: ParcelFields) {
  const type = fields.type ?? 'parcel';
  return {
    type,
    weight_class: fields.weightClass ?? (type === 'documents' ? 'documents' : 'M'),
    weight_kg: fields.weightKg ?? 2,
    image_ids: [],
    description: fields.description ?? 'Books for my sister',
    deadline: fields.deadline,
    from_city_id: fields.from,
    to_city_id: fields.to,
    ...(fields.reward === undefined ? {} : { reward: fields.reward }),
  };
}

/** A parcel of a logged-in sender. */
export async function createParcel(api: APIRequestContext, sender: SignedUpUser, fields: ParcelFields): Promise<number> {
  const { id } = await ok<{ id: number }>(
    await api.post('/parcels', { data: parcelBody(fields), headers: { Authorization: `Bearer ${sender.token}` } }),
    'POST /parcels',
  );
  return id;
}

/** A guest's parcel: kept with the e-mail and readable with the guest token answered once. */
export async function createGuestParcel(
  api: APIRequestContext,
  guestEmail: string,
  fields: ParcelFields,
): Promise<{ id: number; guestToken: string }> {
  const created = await ok<{ id: number; guest_token: string }>(
    await api.post('/parcels', { data: { ...parcelBody(fields), guest_email: guestEmail } }),
    'POST /parcels',
  );
  return { id: created.id, guestToken: created.guest_token };
}

/** A trip of a logged-in traveler; the card shows the trip's first name. */
export async function createTrip(api: APIRequestContext, traveler: SignedUpUser, fields: TripFields): Promise<number> {
  const { id } = await ok<{ id: number }>(
    await api.post('/trips', {
      data: {
        from_city_id: fields.from,
        to_city_id: fields.to,
        trip_date: fields.date,
        is_logistic_company: fields.logisticCompany ?? false,
        offered_amount: fields.offeredAmount,
        weight_allowance: fields.weightAllowance ?? 'baggage',
        first_name: fields.firstName,
        delivery_type: fields.deliveryType ?? 'railway',
      },
      headers: { Authorization: `Bearer ${traveler.token}` },
    }),
    'POST /trips',
  );
  return id;
}

/** Binds a parcel to a trip through the API, as another tab of the sender would. */
export async function bindParcel(api: APIRequestContext, sender: SignedUpUser, parcelId: number, tripId: number): Promise<number> {
  const answer = await api.post(`/parcels/${parcelId}/trips/binds`, {
    data: { trip_id: tripId },
    headers: { Authorization: `Bearer ${sender.token}` },
  });
  return answer.status();
}

/** Logs the browser in as the user: the shell reads the token from its `z_token` cookie. */
export async function logInBrowser(context: BrowserContext, user: SignedUpUser): Promise<void> {
  await context.addCookies([{ name: 'z_token', value: user.token, url: ORIGINS.site, sameSite: 'Lax' }]);
}
