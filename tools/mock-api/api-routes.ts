import type { API_ROUTES, ApiClient, HttpMethod } from '@jetkiz/contracts';

export type Method = HttpMethod;

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

/** The paths a call of `C` sends to `path`: its `{id}` is the call's first argument (`/binds/{id}` → `/binds/${number}`). */
type SentPath<Path extends string, C extends Call> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${Extract<Parameters<C>[0], string | number>}${SentPath<Tail, C>}`
  : Path;

/** The contracts' route `R` as the client's call `C` sends it: the request body and the answer are the call's own types. */
interface Route<R extends { method: Method; path: string }, C extends Call, Req = BodyOf<R['method'], C>> {
  method: R['method'];
  path: SentPath<R['path'], C>;
  request: Req;
  response: Awaited<ReturnType<C>>;
}

type Routes = typeof API_ROUTES;

type Auth = ApiClient['auth'];
type Me = ApiClient['me'];
type Parcels = ApiClient['parcels'];
type Binds = ApiClient['binds'];
type Insurance = ApiClient['insurance'];
type Logistics = ApiClient['logistics'];
type ShortLinks = ApiClient['shortLinks'];

/** Every call of spec §7 that the mock knows: the contracts' route of each client call, typed by that call. */
export type ApiRoute =
  | Route<Routes['cities'], ApiClient['cities']>
  | Route<Routes['callback']['send'], ApiClient['callback']['send']>
  | Route<Routes['mailing']['subscribe'], ApiClient['mailing']['subscribe']>
  | Route<Routes['auth']['sendPhoneConfirmation'], Auth['sendPhoneConfirmation']>
  | Route<Routes['auth']['confirmPhone'], Auth['confirmPhone']>
  | Route<Routes['auth']['register'], Auth['register']>
  | Route<Routes['auth']['login'], Auth['login']>
  | Route<Routes['auth']['logout'], Auth['logout']>
  | Route<Routes['auth']['logoutAll'], Auth['logoutAll']>
  | Route<Routes['auth']['handoff'], Auth['handoff']>
  | Route<Routes['auth']['exchangeHandoff'], Auth['exchangeHandoff']>
  | Route<Routes['auth']['checkPassword'], Auth['checkPassword']>
  | Route<Routes['auth']['forgotPassword'], Auth['forgotPassword']>
  | Route<Routes['auth']['checkForgotCode'], Auth['checkForgotCode']>
  | Route<Routes['auth']['resetPassword'], Auth['resetPassword']>
  | Route<Routes['auth']['sendAutoRegister'], Auth['sendAutoRegister']>
  | Route<Routes['emailConfirmation']['send'], ApiClient['emailConfirmation']['send']>
  | Route<Routes['emailConfirmation']['confirm'], ApiClient['emailConfirmation']['confirm']>
  | Route<Routes['me']['get'], Me['get']>
  | Route<Routes['me']['parcels'], Me['parcels']>
  | Route<Routes['me']['trips'], Me['trips']>
  | Route<Routes['me']['verification'], Me['verification']>
  | Route<Routes['me']['submitVerification'], Me['submitVerification']>
  | Route<Routes['me']['deleteVerification'], Me['deleteVerification']>
  | Route<Routes['me']['finance'], Me['finance']>
  | Route<Routes['me']['payout'], Me['payout']>
  | Route<Routes['me']['payoutCard'], Me['payoutCard']>
  | Route<Routes['me']['startPayoutCardBinding'], Me['startPayoutCardBinding']>
  | Route<Routes['me']['chats'], Me['chats']>
  // a multipart form: the recorded body is its text
  | Route<Routes['parcels']['uploadImages'], Parcels['uploadImages'], string>
  | Route<Routes['parcels']['create'], Parcels['create']>
  | Route<Routes['parcels']['get'], Parcels['get']>
  | Route<Routes['parcels']['update'], Parcels['update']>
  | Route<Routes['parcels']['sample'], Parcels['sample']>
  | Route<Routes['parcels']['bind'], Parcels['bind']>
  // the guest token goes in the query
  | Route<Routes['parcels']['claim'], Parcels['claim'], undefined>
  | Route<Routes['trips']['create'], ApiClient['trips']['create']>
  | Route<Routes['trips']['list'], ApiClient['trips']['list']>
  | Route<Routes['trips']['confirm'], ApiClient['trips']['confirm']>
  | Route<Routes['binds']['accept'], Binds['accept']>
  | Route<Routes['binds']['decline'], Binds['decline']>
  | Route<Routes['binds']['cancel'], Binds['cancel']>
  | Route<Routes['binds']['get'], Binds['get']>
  | Route<Routes['binds']['pay'], Binds['pay']>
  | Route<Routes['binds']['pickedUp'], Binds['pickedUp']>
  | Route<Routes['binds']['confirm'], Binds['confirm']>
  | Route<Routes['binds']['delivered'], Binds['delivered']>
  | Route<Routes['binds']['reportProblem'], Binds['reportProblem']>
  | Route<Routes['binds']['messages'], Binds['messages']>
  | Route<Routes['binds']['sendMessage'], Binds['sendMessage']>
  | Route<Routes['binds']['readMessages'], Binds['readMessages']>
  | Route<Routes['binds']['review'], Binds['review']>
  | Route<Routes['reviews']['ofUser'], ApiClient['reviews']['ofUser']>
  | Route<Routes['reviews']['published'], ApiClient['reviews']['published']>
  | Route<Routes['prices']['recommended'], ApiClient['prices']['recommended']>
  | Route<Routes['insurance']['commission'], Insurance['commission']>
  | Route<Routes['insurance']['create'], Insurance['create']>
  | Route<Routes['insurance']['get'], Insurance['get']>
  | Route<Routes['insurance']['pay'], Insurance['pay']>
  | Route<Routes['insurance']['mine'], Insurance['mine']>
  | Route<Routes['logistics']['estimate'], Logistics['estimate']>
  | Route<Routes['logistics']['createClaim'], Logistics['createClaim']>
  | Route<Routes['logistics']['claim'], Logistics['claim']>
  | Route<Routes['logistics']['pay'], Logistics['pay']>
  | Route<Routes['logistics']['retry'], Logistics['retry']>
  | Route<Routes['logistics']['cancel'], Logistics['cancel']>
  | Route<Routes['logistics']['mine'], Logistics['mine']>
  | Route<Routes['geo']['search'], ApiClient['geo']['search']>
  | Route<Routes['geo']['reverse'], ApiClient['geo']['reverse']>
  | Route<Routes['shortLinks']['create'], ShortLinks['create']>
  | Route<Routes['shortLinks']['get'], ShortLinks['get']>
  | Route<Routes['shortLinks']['correct'], ShortLinks['correct']>;

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
