import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import type { GuestAccess } from '../entities';
import type { ApiClient, ApiClientOptions } from './api-client';
import { API_ROUTES, fillPath, type HttpMethod, type PathParamName, type PathParams } from './api-routes';
import { isHttpError, toApiError } from './to-api-error';

function isLoginCall(config: InternalAxiosRequestConfig | undefined): boolean {
  const login = API_ROUTES.auth.login;
  return config?.method?.toUpperCase() === login.method && config.url === login.path;
}

/** axios is loaded with the first call, not with the page: most first visits make no API call at all. */
async function createHttp(options: ApiClientOptions): Promise<AxiosInstance> {
  const { default: axios } = await import('axios');
  const http = axios.create({ baseURL: options.baseUrl, headers: { Accept: 'application/json' } });
  http.interceptors.request.use((config) => {
    const token = options.getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    config.headers.set('Accept-Language', options.getLanguage());
    return config;
  });
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (isHttpError(error) && error.response?.status === 401 && !isLoginCall(error.config)) {
      options.onUnauthorized();
    }
    if (options.onServiceBusy && isHttpError(error) && error.response?.status === 503) {
      const failure = toApiError(error);
      if (failure.errorType === 'service_busy') options.onServiceBusy(failure);
    }
    return Promise.reject(error);
  });
  return http;
}

function imagesForm(files: Blob[] | File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('images[]', file);
  return form;
}

function guestParams(access: GuestAccess | undefined): GuestAccess | undefined {
  return access?.guest_token ? { guest_token: access.guest_token } : undefined;
}

/** What a call sends besides its route: the path's parameters (which it must give), a body and a query. */
type CallRequest<Path extends string> = PathParams<Path> & { body?: unknown; query?: object };

type Route = { method: HttpMethod; path: string };

/** How the client sends one call: the route, the path's `{id}`, a body and a query. */
type Call = (route: Route, request: { id?: string | number; body?: unknown; query?: object }) => Promise<unknown>;

/**
 * A call by its route alone: the path's `{id}` first when it has one, then the query of a GET or the body of any other
 * method. A path with another parameter has none (undefined): its call is written out.
 */
type RouteCall<Path extends string> = [PathParamName<Path>] extends [never]
  ? <T>(payload?: object) => Promise<T>
  : [PathParamName<Path>] extends ['id']
    ? <T>(id: string | number, payload?: object) => Promise<T>
    : undefined;

type RouteCalls<Routes> = {
  [Name in keyof Routes]: Routes[Name] extends { path: infer Path extends string } ? RouteCall<Path> : RouteCalls<Routes[Name]>;
};

function routeCall(route: Route, call: Call) {
  const takesId = route.path.includes('{id}');
  return (...args: unknown[]) => {
    const [id, payload] = (takesId ? args : [undefined, args[0]]) as [string | number | undefined, object | undefined];
    return call(route, route.method === 'GET' ? { id, query: payload } : { id, body: payload });
  };
}

function routeCalls<Routes extends object>(routes: Routes, call: Call): RouteCalls<Routes> {
  const calls = Object.entries(routes).map(([name, entry]: [string, object]) => [
    name,
    'path' in entry ? routeCall(entry as Route, call) : routeCalls(entry, call),
  ]);
  return Object.fromEntries(calls) as RouteCalls<Routes>;
}

/** The typed client for every call of the API; each method resolves to the answer's body. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let pendingHttp: Promise<AxiosInstance> | null = null;
  const call = async <T, Path extends string>(
    route: { method: HttpMethod; path: Path },
    ...[request]: [PathParamName<Path>] extends [never] ? [CallRequest<Path>?] : [CallRequest<Path>]
  ): Promise<T> => {
    const { body, query, ...params } = request ?? {};
    pendingHttp ??= createHttp(options);
    const http = await pendingHttp;
    const url = fillPath(route.path, params as PathParams<Path>);
    const response = await http.request<T>({ method: route.method, url, data: body, params: query });
    return response.data;
  };
  const R = API_ROUTES;
  const calls = routeCalls(R, call);

  // Written out: the calls a guest's link makes carry its token in the query, and images go as a form.
  return {
    ...calls,
    parcels: {
      ...calls.parcels,
      uploadImages: (files) => call(R.parcels.uploadImages, { body: imagesForm(files) }),
      get: (id, access) => call(R.parcels.get, { id, query: guestParams(access) }),
      update: (id, body, access) => call(R.parcels.update, { id, body, query: guestParams(access) }),
      sample: (id, access) => call(R.parcels.sample, { id, query: guestParams(access) }),
      bind: (id, body, access) => call(R.parcels.bind, { id, body, query: guestParams(access) }),
      claim: (id, access) => call(R.parcels.claim, { id, query: guestParams(access) }),
    },
    binds: {
      ...calls.binds,
      messages: (id, query, access) => call(R.binds.messages, { id, query: { ...query, ...guestParams(access) } }),
      sendMessage: (id, body, access) => call(R.binds.sendMessage, { id, body, query: guestParams(access) }),
      readMessages: (id, body, access) => call(R.binds.readMessages, { id, body, query: guestParams(access) }),
    },
  };
}
