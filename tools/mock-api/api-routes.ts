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

/** Calls whose recorded body is not the argument that `BodyOf` picks, by `METHOD path`. */
interface RecordedBodies {
  /** a multipart form: the recorded body is its text */
  'POST /parcels/images': string;
  /** the guest token goes in the query */
  'POST /parcels/{id}/claim': undefined;
}

type RecordedBody<R extends { method: Method; path: string }, C extends Call> =
  RecordedBodies extends Record<`${R['method']} ${R['path']}`, infer Body> ? Body : BodyOf<R['method'], C>;

/** The contracts' route `R` as the client's call `C` sends it: the request body and the answer are the call's own types. */
interface Route<R extends { method: Method; path: string }, C extends Call> {
  method: R['method'];
  path: SentPath<R['path'], C>;
  request: RecordedBody<R, C>;
  response: Awaited<ReturnType<C>>;
}

/** The route of every call in `Routes`, a group of the contracts' routes, typed by the same call of `Calls`. */
type RoutesOf<Routes, Calls> = {
  [Name in keyof Routes & keyof Calls]: Routes[Name] extends { method: Method; path: string }
    ? Calls[Name] extends Call
      ? Route<Routes[Name], Calls[Name]>
      : never
    : RoutesOf<Routes[Name], Calls[Name]>;
}[keyof Routes & keyof Calls];

/** Every call of spec §7 that the mock knows: the contracts' route of each client call, typed by that call. */
export type ApiRoute = RoutesOf<typeof API_ROUTES, ApiClient>;

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
