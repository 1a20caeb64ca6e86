import type { ApiClient, ApiClientOptions } from '@jetkiz/contracts';

type Call = (...args: unknown[]) => Promise<unknown>;

function callAt(client: ApiClient, path: readonly string[]): Call {
  const owner = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>((group, key) => group[key] as Record<string, unknown>, client as unknown as Record<string, unknown>);
  const call = owner[path[path.length - 1] ?? ''];
  if (typeof call !== 'function') throw new TypeError(`api.${path.join('.')} is not a call of the API client`);
  return (...args) => (call as Call).apply(owner, args);
}

/**
 * The API client with the same shape (`api.auth.login(body)`), whose code loads with the first call: most first
 * visits make none, and the page should not carry every call's definition before it needs one.
 */
export function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let pending: Promise<ApiClient> | null = null;
  const client = () => (pending ??= import('./api-client-chunk').then(({ createApiClient }) => createApiClient(options)));
  const at = (path: readonly string[]): unknown =>
    new Proxy(function call() {}, {
      // Not a promise: `await api` or `await api.auth` must not look for a `then`.
      get: (_target, key) => (typeof key === 'string' && key !== 'then' ? at([...path, key]) : undefined),
      apply: (_target, _this, args: unknown[]) => client().then((api) => callAt(api, path)(...args)),
    });
  return at([]) as ApiClient;
}
