import type { ApiClient } from '@jetkiz/contracts';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

type Call = (...args: never[]) => Promise<unknown>;

/** GET and DELETE send no body; the other calls send the argument after the id, if any (a guest token goes in the query). */
type BodyOf<M extends Method, C extends Call> = M extends 'GET' | 'DELETE'
  ? undefined
  : Parameters<C> extends [number | string, ...infer AfterId]
    ? AfterId extends [infer Body, ...unknown[]]
      ? Body
      : undefined
    : Parameters<C> extends [infer Body, ...unknown[]]
      ? Body
      : undefined;

/** A path as the client's call `C` sends it: the request body and the answer are the call's own types. */
interface Route<M extends Method, P extends string, C extends Call, Req = BodyOf<M, C>> {
  method: M;
  path: P;
  request: Req;
  response: Awaited<ReturnType<C>>;
}

type Auth = ApiClient['auth'];
type Me = ApiClient['me'];
type Parcels = ApiClient['parcels'];
type Binds = ApiClient['binds'];
type Insurance = ApiClient['insurance'];
type Logistics = ApiClient['logistics'];
type ShortLinks = ApiClient['shortLinks'];

/** Every call of spec §7 that the mock knows, by the contracts' client call that makes it. */
export type ApiRoute =
  | Route<'GET', '/cities', ApiClient['cities']>
  | Route<'POST', '/callback/send', ApiClient['callback']['send']>
  | Route<'POST', '/malling/subscribe', ApiClient['mailing']['subscribe']>
  | Route<'POST', '/auth/phone-confirmation/send', Auth['sendPhoneConfirmation']>
  | Route<'POST', '/auth/phone-confirmation/confirm', Auth['confirmPhone']>
  | Route<'POST', '/auth/register', Auth['register']>
  | Route<'POST', '/auth/login', Auth['login']>
  | Route<'POST', '/auth/logout', Auth['logout']>
  | Route<'POST', '/auth/logout-all', Auth['logoutAll']>
  | Route<'POST', '/auth/handoff', Auth['handoff']>
  | Route<'POST', '/auth/handoff/exchange', Auth['exchangeHandoff']>
  | Route<'POST', '/auth/password/check', Auth['checkPassword']>
  | Route<'POST', '/auth/password/forgot', Auth['forgotPassword']>
  | Route<'POST', '/auth/password/forgot/check', Auth['checkForgotCode']>
  | Route<'POST', '/auth/password/reset', Auth['resetPassword']>
  | Route<'POST', '/auth/auto-register/send', Auth['sendAutoRegister']>
  | Route<'POST', '/email-confirmation/send', ApiClient['emailConfirmation']['send']>
  | Route<'POST', '/email-confirmation/confirm', ApiClient['emailConfirmation']['confirm']>
  | Route<'GET', '/me', Me['get']>
  | Route<'GET', '/me/parcels', Me['parcels']>
  | Route<'GET', '/me/trips', Me['trips']>
  | Route<'GET', '/me/verification', Me['verification']>
  | Route<'POST', '/me/verification', Me['submitVerification']>
  | Route<'DELETE', '/me/verification', Me['deleteVerification']>
  | Route<'GET', '/me/finance', Me['finance']>
  | Route<'POST', '/me/payouts', Me['payout']>
  | Route<'GET', '/me/payout-card', Me['payoutCard']>
  | Route<'POST', '/me/payout-card/binding', Me['startPayoutCardBinding']>
  | Route<'GET', '/me/chats', Me['chats']>
  // a multipart form: the recorded body is its text
  | Route<'POST', '/parcels/images', Parcels['uploadImages'], string>
  | Route<'POST', '/parcels', Parcels['create']>
  | Route<'GET', `/parcels/${number}`, Parcels['get']>
  | Route<'PATCH', `/parcels/${number}`, Parcels['update']>
  | Route<'GET', `/parcels/${number}/trips/sample`, Parcels['sample']>
  | Route<'POST', `/parcels/${number}/trips/binds`, Parcels['bind']>
  // the guest token goes in the query
  | Route<'POST', `/parcels/${number}/claim`, Parcels['claim'], undefined>
  | Route<'POST', '/trips', ApiClient['trips']['create']>
  | Route<'GET', '/trips', ApiClient['trips']['list']>
  | Route<'POST', '/trips/confirm', ApiClient['trips']['confirm']>
  | Route<'POST', `/binds/${number}/${'accept' | 'decline' | 'cancel'}`, Binds['accept' | 'decline' | 'cancel']>
  | Route<'GET', `/binds/${number}`, Binds['get']>
  | Route<'POST', `/binds/${number}/payment`, Binds['pay']>
  | Route<'POST', `/binds/${number}/${'picked-up' | 'confirm'}`, Binds['pickedUp' | 'confirm']>
  | Route<'POST', `/binds/${number}/delivered`, Binds['delivered']>
  | Route<'POST', `/binds/${number}/problem`, Binds['reportProblem']>
  | Route<'GET', `/binds/${number}/messages`, Binds['messages']>
  | Route<'POST', `/binds/${number}/messages`, Binds['sendMessage']>
  | Route<'POST', `/binds/${number}/messages/read`, Binds['readMessages']>
  | Route<'POST', `/binds/${number}/review`, Binds['review']>
  | Route<'GET', `/users/${string}/reviews`, ApiClient['reviews']['ofUser']>
  | Route<'GET', '/reviews/published', ApiClient['reviews']['published']>
  | Route<'GET', '/prices/recommended', ApiClient['prices']['recommended']>
  | Route<'POST', '/insurance/commission', Insurance['commission']>
  | Route<'POST', '/insurance', Insurance['create']>
  | Route<'GET', `/insurance/${string}`, Insurance['get']>
  | Route<'POST', `/insurance/${string}/payment`, Insurance['pay']>
  | Route<'GET', '/me/insurance', Insurance['mine']>
  | Route<'POST', '/logistics/estimate/check-price', Logistics['estimate']>
  | Route<'POST', '/logistics/claim', Logistics['createClaim']>
  | Route<'GET', `/logistics/claim/${string}`, Logistics['claim']>
  | Route<'POST', `/logistics/claim/${string}/${'payment' | 'retry'}`, Logistics['pay' | 'retry']>
  | Route<'DELETE', `/logistics/claim/${string}/cancel`, Logistics['cancel']>
  | Route<'GET', '/me/logistics/claims', Logistics['mine']>
  | Route<'GET', '/geo/search', ApiClient['geo']['search']>
  | Route<'GET', '/geo/reverse', ApiClient['geo']['reverse']>
  | Route<'POST', '/logistic_shortlink', ShortLinks['create']>
  | Route<'GET', `/logistic_shortlink/${string}`, ShortLinks['get']>
  | Route<'PATCH', `/logistic_shortlink/${string}`, ShortLinks['correct']>;

/** The route a concrete path (e.g. `/parcels/5`) belongs to. */
export type RouteFor<M extends Method, P extends string> = ApiRoute extends infer R
  ? R extends { method: M; path: infer Pattern }
    ? P extends Pattern
      ? R
      : never
    : never
  : never;

export type PathOf<M extends Method> = Extract<ApiRoute, { method: M }>['path'];
export type RequestOf<M extends Method, P extends string> = RouteFor<M, P>['request'];
export type ResponseOf<M extends Method, P extends string> = RouteFor<M, P>['response'];
