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

/** The routes of one method, built from their paths: `POST('/auth/login')`. */
function methodRoutes<Method extends HttpMethod>(method: Method) {
  return <Path extends string>(path: Path): { readonly method: Method; readonly path: Path } => ({ method, path });
}

const GET = methodRoutes('GET');
const POST = methodRoutes('POST');
const PATCH = methodRoutes('PATCH');
const DELETE = methodRoutes('DELETE');

/**
 * Spec §7's method and path of every API call: the client sends its calls here and the component tests' mock API
 * types its answers by them, so a path is written once.
 */
export const API_ROUTES = {
  cities: GET('/cities'),
  callback: { send: POST('/callback/send') },
  mailing: { subscribe: POST('/malling/subscribe') },
  auth: {
    sendPhoneConfirmation: POST('/auth/phone-confirmation/send'),
    confirmPhone: POST('/auth/phone-confirmation/confirm'),
    register: POST('/auth/register'),
    login: POST('/auth/login'),
    logout: POST('/auth/logout'),
    logoutAll: POST('/auth/logout-all'),
    handoff: POST('/auth/handoff'),
    exchangeHandoff: POST('/auth/handoff/exchange'),
    checkPassword: POST('/auth/password/check'),
    forgotPassword: POST('/auth/password/forgot'),
    checkForgotCode: POST('/auth/password/forgot/check'),
    resetPassword: POST('/auth/password/reset'),
    sendAutoRegister: POST('/auth/auto-register/send'),
  },
  emailConfirmation: {
    send: POST('/email-confirmation/send'),
    confirm: POST('/email-confirmation/confirm'),
  },
  me: {
    get: GET('/me'),
    parcels: GET('/me/parcels'),
    trips: GET('/me/trips'),
    verification: GET('/me/verification'),
    submitVerification: POST('/me/verification'),
    deleteVerification: DELETE('/me/verification'),
    finance: GET('/me/finance'),
    payout: POST('/me/payouts'),
    payoutCard: GET('/me/payout-card'),
    startPayoutCardBinding: POST('/me/payout-card/binding'),
    chats: GET('/me/chats'),
  },
  parcels: {
    uploadImages: POST('/parcels/images'),
    create: POST('/parcels'),
    get: GET('/parcels/{id}'),
    update: PATCH('/parcels/{id}'),
    sample: GET('/parcels/{id}/trips/sample'),
    bind: POST('/parcels/{id}/trips/binds'),
    claim: POST('/parcels/{id}/claim'),
  },
  trips: {
    create: POST('/trips'),
    list: GET('/trips'),
    confirm: POST('/trips/confirm'),
  },
  binds: {
    accept: POST('/binds/{id}/accept'),
    decline: POST('/binds/{id}/decline'),
    cancel: POST('/binds/{id}/cancel'),
    get: GET('/binds/{id}'),
    pay: POST('/binds/{id}/payment'),
    pickedUp: POST('/binds/{id}/picked-up'),
    delivered: POST('/binds/{id}/delivered'),
    confirm: POST('/binds/{id}/confirm'),
    reportProblem: POST('/binds/{id}/problem'),
    messages: GET('/binds/{id}/messages'),
    sendMessage: POST('/binds/{id}/messages'),
    readMessages: POST('/binds/{id}/messages/read'),
    review: POST('/binds/{id}/review'),
  },
  reviews: {
    ofUser: GET('/users/{id}/reviews'),
    published: GET('/reviews/published'),
  },
  prices: { recommended: GET('/prices/recommended') },
  logistics: {
    estimate: POST('/logistics/estimate/check-price'),
    createClaim: POST('/logistics/claim'),
    claim: GET('/logistics/claim/{id}'),
    pay: POST('/logistics/claim/{id}/payment'),
    retry: POST('/logistics/claim/{id}/retry'),
    cancel: DELETE('/logistics/claim/{id}/cancel'),
    mine: GET('/me/logistics/claims'),
  },
  insurance: {
    commission: POST('/insurance/commission'),
    create: POST('/insurance'),
    get: GET('/insurance/{id}'),
    mine: GET('/me/insurance'),
    pay: POST('/insurance/{id}/payment'),
  },
  geo: {
    search: GET('/geo/search'),
    reverse: GET('/geo/reverse'),
  },
  shortLinks: {
    create: POST('/logistic_shortlink'),
    get: GET('/logistic_shortlink/{id}'),
    correct: PATCH('/logistic_shortlink/{id}'),
  },
} as const satisfies RoutesOf<ApiClient>;
