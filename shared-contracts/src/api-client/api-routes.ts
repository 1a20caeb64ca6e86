import type { ApiClient } from './api-client';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A call's method and path; `{name}` in the path is a path parameter. */
interface ApiRoute {
  method: HttpMethod;
  path: string;
}

/** The names of the `{name}` parameters of a path. */
export type PathParamName<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;

export type PathParams<Path extends string> = Record<PathParamName<Path>, string | number>;

/** The path with each `{name}` replaced by its URI-encoded value. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values: Record<string, string | number> = params;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** A route for every call of the client, in the client's shape, so a call cannot be left without one. */
type RoutesOf<Calls> = { [Name in keyof Calls]: Calls[Name] extends (...args: never[]) => unknown ? ApiRoute : RoutesOf<Calls[Name]> };

/**
 * Spec §7's method and path of every API call: the client sends its calls here and the component tests' mock API
 * types its answers by them, so a path is written once.
 */
export const API_ROUTES = {
  cities: { method: 'GET', path: '/cities' },
  callback: { send: { method: 'POST', path: '/callback/send' } },
  mailing: { subscribe: { method: 'POST', path: '/malling/subscribe' } },
  auth: {
    sendPhoneConfirmation: { method: 'POST', path: '/auth/phone-confirmation/send' },
    confirmPhone: { method: 'POST', path: '/auth/phone-confirmation/confirm' },
    register: { method: 'POST', path: '/auth/register' },
    login: { method: 'POST', path: '/auth/login' },
    logout: { method: 'POST', path: '/auth/logout' },
    logoutAll: { method: 'POST', path: '/auth/logout-all' },
    handoff: { method: 'POST', path: '/auth/handoff' },
    exchangeHandoff: { method: 'POST', path: '/auth/handoff/exchange' },
    checkPassword: { method: 'POST', path: '/auth/password/check' },
    forgotPassword: { method: 'POST', path: '/auth/password/forgot' },
    checkForgotCode: { method: 'POST', path: '/auth/password/forgot/check' },
    resetPassword: { method: 'POST', path: '/auth/password/reset' },
    sendAutoRegister: { method: 'POST', path: '/auth/auto-register/send' },
  },
  emailConfirmation: {
    send: { method: 'POST', path: '/email-confirmation/send' },
    confirm: { method: 'POST', path: '/email-confirmation/confirm' },
  },
  me: {
    get: { method: 'GET', path: '/me' },
    parcels: { method: 'GET', path: '/me/parcels' },
    trips: { method: 'GET', path: '/me/trips' },
    verification: { method: 'GET', path: '/me/verification' },
    submitVerification: { method: 'POST', path: '/me/verification' },
    deleteVerification: { method: 'DELETE', path: '/me/verification' },
    finance: { method: 'GET', path: '/me/finance' },
    payout: { method: 'POST', path: '/me/payouts' },
    payoutCard: { method: 'GET', path: '/me/payout-card' },
    startPayoutCardBinding: { method: 'POST', path: '/me/payout-card/binding' },
    chats: { method: 'GET', path: '/me/chats' },
  },
  parcels: {
    uploadImages: { method: 'POST', path: '/parcels/images' },
    create: { method: 'POST', path: '/parcels' },
    get: { method: 'GET', path: '/parcels/{id}' },
    update: { method: 'PATCH', path: '/parcels/{id}' },
    sample: { method: 'GET', path: '/parcels/{id}/trips/sample' },
    bind: { method: 'POST', path: '/parcels/{id}/trips/binds' },
    claim: { method: 'POST', path: '/parcels/{id}/claim' },
  },
  trips: {
    create: { method: 'POST', path: '/trips' },
    list: { method: 'GET', path: '/trips' },
    confirm: { method: 'POST', path: '/trips/confirm' },
  },
  binds: {
    accept: { method: 'POST', path: '/binds/{id}/accept' },
    decline: { method: 'POST', path: '/binds/{id}/decline' },
    cancel: { method: 'POST', path: '/binds/{id}/cancel' },
    get: { method: 'GET', path: '/binds/{id}' },
    pay: { method: 'POST', path: '/binds/{id}/payment' },
    pickedUp: { method: 'POST', path: '/binds/{id}/picked-up' },
    delivered: { method: 'POST', path: '/binds/{id}/delivered' },
    confirm: { method: 'POST', path: '/binds/{id}/confirm' },
    reportProblem: { method: 'POST', path: '/binds/{id}/problem' },
    messages: { method: 'GET', path: '/binds/{id}/messages' },
    sendMessage: { method: 'POST', path: '/binds/{id}/messages' },
    readMessages: { method: 'POST', path: '/binds/{id}/messages/read' },
    review: { method: 'POST', path: '/binds/{id}/review' },
  },
  reviews: {
    ofUser: { method: 'GET', path: '/users/{userId}/reviews' },
    published: { method: 'GET', path: '/reviews/published' },
  },
  prices: { recommended: { method: 'GET', path: '/prices/recommended' } },
  logistics: {
    estimate: { method: 'POST', path: '/logistics/estimate/check-price' },
    createClaim: { method: 'POST', path: '/logistics/claim' },
    claim: { method: 'GET', path: '/logistics/claim/{id}' },
    pay: { method: 'POST', path: '/logistics/claim/{id}/payment' },
    retry: { method: 'POST', path: '/logistics/claim/{id}/retry' },
    cancel: { method: 'DELETE', path: '/logistics/claim/{id}/cancel' },
    mine: { method: 'GET', path: '/me/logistics/claims' },
  },
  insurance: {
    commission: { method: 'POST', path: '/insurance/commission' },
    create: { method: 'POST', path: '/insurance' },
    get: { method: 'GET', path: '/insurance/{id}' },
    mine: { method: 'GET', path: '/me/insurance' },
    pay: { method: 'POST', path: '/insurance/{id}/payment' },
  },
  geo: {
    search: { method: 'GET', path: '/geo/search' },
    reverse: { method: 'GET', path: '/geo/reverse' },
  },
  shortLinks: {
    create: { method: 'POST', path: '/logistic_shortlink' },
    get: { method: 'GET', path: '/logistic_shortlink/{id}' },
    correct: { method: 'PATCH', path: '/logistic_shortlink/{id}' },
  },
} as const satisfies RoutesOf<ApiClient>;
