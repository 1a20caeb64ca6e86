// Accounts the benchmarks sign up through the API, as a person would: the SMS code read from the dev outbox (DEV_ROUTES=1).

export const BENCH_PASSWORD = 'bench-pass1';

/**
 * Signs up `phone` as `firstName` and answers the account's token. `send(method, url, body)` is the benchmark's own
 * call to its API (each counts failures and retries in its own way).
 */
export async function signUp(send, phone, firstName) {
  await send('POST', '/auth/phone-confirmation/send', { phone });
  const { items } = await send('GET', `/dev/outbox?to=${phone}`);
  const code = /\b(\d{4})\b/.exec(items[0].body)[1];
  await send('POST', '/auth/phone-confirmation/confirm', { phone, code });
  const { token } = await send('POST', '/auth/register', {
    phone,
    code,
    password: BENCH_PASSWORD,
    password_confirmation: BENCH_PASSWORD,
    email: `bench${phone}@example.kz`,
    first_name: firstName,
  });
  return token;
}
