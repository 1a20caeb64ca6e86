import type { AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { GuestAccess } from '../entities';
import type { ApiClient, ApiClientOptions } from './api-client';
import { isHttpError, toApiError } from './to-api-error';

const LOGIN_PATH = '/auth/login';

function isLoginCall(config: InternalAxiosRequestConfig | undefined): boolean {
  return config?.method?.toLowerCase() === 'post' && config.url === LOGIN_PATH;
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

/** The typed client for every call of the API; each method resolves to the answer's body. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let pendingHttp: Promise<AxiosInstance> | null = null;
  const send = async <T>(call: (http: AxiosInstance) => Promise<AxiosResponse<T>>): Promise<T> => {
    pendingHttp ??= createHttp(options);
    const response = await call(await pendingHttp);
    return response.data;
  };
  const get = <T>(url: string, params?: object) => send<T>((http) => http.get<T>(url, { params }));
  const post = <T>(url: string, body?: unknown, params?: object) => send<T>((http) => http.post<T>(url, body, { params }));
  const patch = <T>(url: string, body: unknown, params?: object) => send<T>((http) => http.patch<T>(url, body, { params }));
  const remove = <T>(url: string) => send<T>((http) => http.delete<T>(url));

  return {
    cities: () => get('/cities'),
    callback: { send: (body) => post('/callback/send', body) },
    mailing: { subscribe: (body) => post('/malling/subscribe', body) },
    auth: {
      sendPhoneConfirmation: (body) => post('/auth/phone-confirmation/send', body),
      confirmPhone: (body) => post('/auth/phone-confirmation/confirm', body),
      register: (body) => post('/auth/register', body),
      login: (body) => post(LOGIN_PATH, body),
      logout: () => post('/auth/logout'),
      logoutAll: () => post('/auth/logout-all'),
      handoff: () => post('/auth/handoff'),
      exchangeHandoff: (body) => post('/auth/handoff/exchange', body),
      checkPassword: (body) => post('/auth/password/check', body),
      forgotPassword: (body) => post('/auth/password/forgot', body),
      checkForgotCode: (body) => post('/auth/password/forgot/check', body),
      resetPassword: (body) => post('/auth/password/reset', body),
      sendAutoRegister: (body) => post('/auth/auto-register/send', body),
    },
    emailConfirmation: {
      send: () => post('/email-confirmation/send'),
      confirm: (body) => post('/email-confirmation/confirm', body),
    },
    me: {
      get: () => get('/me'),
      parcels: () => get('/me/parcels'),
      trips: () => get('/me/trips'),
      verification: () => get('/me/verification'),
      submitVerification: (body) => post('/me/verification', body),
      deleteVerification: () => remove('/me/verification'),
      finance: (query) => get('/me/finance', query),
      payout: (body) => post('/me/payouts', body),
      payoutCard: () => get('/me/payout-card'),
      startPayoutCardBinding: () => post('/me/payout-card/binding'),
      chats: () => get('/me/chats'),
    },
    parcels: {
      uploadImages: (files) => post('/parcels/images', imagesForm(files)),
      create: (body) => post('/parcels', body),
      get: (id, access) => get(`/parcels/${id}`, guestParams(access)),
      update: (id, body, access) => patch(`/parcels/${id}`, body, guestParams(access)),
      sample: (id, access) => get(`/parcels/${id}/trips/sample`, guestParams(access)),
      bind: (id, body, access) => post(`/parcels/${id}/trips/binds`, body, guestParams(access)),
      claim: (id, access) => post(`/parcels/${id}/claim`, undefined, guestParams(access)),
    },
    trips: {
      create: (body) => post('/trips', body),
      list: (query) => get('/trips', query),
      confirm: (body) => post('/trips/confirm', body),
    },
    binds: {
      accept: (id) => post(`/binds/${id}/accept`),
      decline: (id) => post(`/binds/${id}/decline`),
      cancel: (id) => post(`/binds/${id}/cancel`),
      get: (id) => get(`/binds/${id}`),
      pay: (id) => post(`/binds/${id}/payment`),
      pickedUp: (id) => post(`/binds/${id}/picked-up`),
      delivered: (id, body) => post(`/binds/${id}/delivered`, body),
      confirm: (id) => post(`/binds/${id}/confirm`),
      reportProblem: (id, body) => post(`/binds/${id}/problem`, body),
      messages: (id, query, access) => get(`/binds/${id}/messages`, { ...query, ...guestParams(access) }),
      sendMessage: (id, body, access) => post(`/binds/${id}/messages`, body, guestParams(access)),
      readMessages: (id, body, access) => post(`/binds/${id}/messages/read`, body, guestParams(access)),
      review: (id, body) => post(`/binds/${id}/review`, body),
    },
    reviews: {
      ofUser: (userId, query) => get(`/users/${encodeURIComponent(userId)}/reviews`, query),
      published: () => get('/reviews/published'),
    },
    prices: { recommended: (query) => get('/prices/recommended', query) },
    logistics: {
      estimate: (body) => post('/logistics/estimate/check-price', body),
      createClaim: (body) => post('/logistics/claim', body),
      claim: (id) => get(`/logistics/claim/${encodeURIComponent(id)}`),
      pay: (id) => post(`/logistics/claim/${encodeURIComponent(id)}/payment`),
      retry: (id) => post(`/logistics/claim/${encodeURIComponent(id)}/retry`),
      cancel: (id) => remove(`/logistics/claim/${encodeURIComponent(id)}/cancel`),
      mine: (query) => get('/me/logistics/claims', query),
    },
    insurance: {
      commission: (body) => post('/insurance/commission', body),
      create: (body) => post('/insurance', body),
      get: (id) => get(`/insurance/${encodeURIComponent(id)}`),
      mine: () => get('/me/insurance'),
      pay: (id) => post(`/insurance/${encodeURIComponent(id)}/payment`),
    },
    geo: {
      search: (query) => get('/geo/search', query),
      reverse: (query) => get('/geo/reverse', query),
    },
    shortLinks: {
      create: (body) => post('/logistic_shortlink', body),
      get: (id) => get(`/logistic_shortlink/${encodeURIComponent(id)}`),
      correct: (id, body) => patch(`/logistic_shortlink/${encodeURIComponent(id)}`, body),
    },
  };
}
