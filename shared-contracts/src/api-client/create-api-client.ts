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

  return {
    cities: () => call(R.cities),
    callback: { send: (body) => call(R.callback.send, { body }) },
    mailing: { subscribe: (body) => call(R.mailing.subscribe, { body }) },
    auth: {
      sendPhoneConfirmation: (body) => call(R.auth.sendPhoneConfirmation, { body }),
      confirmPhone: (body) => call(R.auth.confirmPhone, { body }),
      register: (body) => call(R.auth.register, { body }),
      login: (body) => call(R.auth.login, { body }),
      logout: () => call(R.auth.logout),
      logoutAll: () => call(R.auth.logoutAll),
      handoff: () => call(R.auth.handoff),
      exchangeHandoff: (body) => call(R.auth.exchangeHandoff, { body }),
      checkPassword: (body) => call(R.auth.checkPassword, { body }),
      forgotPassword: (body) => call(R.auth.forgotPassword, { body }),
      checkForgotCode: (body) => call(R.auth.checkForgotCode, { body }),
      resetPassword: (body) => call(R.auth.resetPassword, { body }),
      sendAutoRegister: (body) => call(R.auth.sendAutoRegister, { body }),
    },
    emailConfirmation: {
      send: () => call(R.emailConfirmation.send),
      confirm: (body) => call(R.emailConfirmation.confirm, { body }),
    },
    me: {
      get: () => call(R.me.get),
      parcels: () => call(R.me.parcels),
      trips: () => call(R.me.trips),
      verification: () => call(R.me.verification),
      submitVerification: (body) => call(R.me.submitVerification, { body }),
      deleteVerification: () => call(R.me.deleteVerification),
      finance: (query) => call(R.me.finance, { query }),
      payout: (body) => call(R.me.payout, { body }),
      payoutCard: () => call(R.me.payoutCard),
      startPayoutCardBinding: () => call(R.me.startPayoutCardBinding),
      chats: () => call(R.me.chats),
    },
    parcels: {
      uploadImages: (files) => call(R.parcels.uploadImages, { body: imagesForm(files) }),
      create: (body) => call(R.parcels.create, { body }),
      get: (id, access) => call(R.parcels.get, { id, query: guestParams(access) }),
      update: (id, body, access) => call(R.parcels.update, { id, body, query: guestParams(access) }),
      sample: (id, access) => call(R.parcels.sample, { id, query: guestParams(access) }),
      bind: (id, body, access) => call(R.parcels.bind, { id, body, query: guestParams(access) }),
      claim: (id, access) => call(R.parcels.claim, { id, query: guestParams(access) }),
    },
    trips: {
      create: (body) => call(R.trips.create, { body }),
      list: (query) => call(R.trips.list, { query }),
      confirm: (body) => call(R.trips.confirm, { body }),
    },
    binds: {
      accept: (id) => call(R.binds.accept, { id }),
      decline: (id) => call(R.binds.decline, { id }),
      cancel: (id) => call(R.binds.cancel, { id }),
      get: (id) => call(R.binds.get, { id }),
      pay: (id) => call(R.binds.pay, { id }),
      pickedUp: (id) => call(R.binds.pickedUp, { id }),
      delivered: (id, body) => call(R.binds.delivered, { id, body }),
      confirm: (id) => call(R.binds.confirm, { id }),
      reportProblem: (id, body) => call(R.binds.reportProblem, { id, body }),
      messages: (id, query, access) => call(R.binds.messages, { id, query: { ...query, ...guestParams(access) } }),
      sendMessage: (id, body, access) => call(R.binds.sendMessage, { id, body, query: guestParams(access) }),
      readMessages: (id, body, access) => call(R.binds.readMessages, { id, body, query: guestParams(access) }),
      review: (id, body) => call(R.binds.review, { id, body }),
    },
    reviews: {
      ofUser: (userId, query) => call(R.reviews.ofUser, { id: userId, query }),
      published: () => call(R.reviews.published),
    },
    prices: { recommended: (query) => call(R.prices.recommended, { query }) },
    logistics: {
      estimate: (body) => call(R.logistics.estimate, { body }),
      createClaim: (body) => call(R.logistics.createClaim, { body }),
      claim: (id) => call(R.logistics.claim, { id }),
      pay: (id) => call(R.logistics.pay, { id }),
      retry: (id) => call(R.logistics.retry, { id }),
      cancel: (id) => call(R.logistics.cancel, { id }),
      mine: (query) => call(R.logistics.mine, { query }),
    },
    insurance: {
      commission: (body) => call(R.insurance.commission, { body }),
      create: (body) => call(R.insurance.create, { body }),
      get: (id) => call(R.insurance.get, { id }),
      mine: () => call(R.insurance.mine),
      pay: (id) => call(R.insurance.pay, { id }),
    },
    geo: {
      search: (query) => call(R.geo.search, { query }),
      reverse: (query) => call(R.geo.reverse, { query }),
    },
    shortLinks: {
      create: (body) => call(R.shortLinks.create, { body }),
      get: (id) => call(R.shortLinks.get, { id }),
      correct: (id, body) => call(R.shortLinks.correct, { id, body }),
    },
  };
}
