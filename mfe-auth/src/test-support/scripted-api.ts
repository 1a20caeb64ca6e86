import { mockApi, type Answer, type ApiCall, type Method } from '@jetkiz/mock-api';

/** Test support: a call the app made to the scripted API. */
export interface ApiCallRecord {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface ScriptedAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** The answer waits for this, so a test can look at the page while a request runs. */
  hold?: Promise<void>;
}

export interface ScriptedApi {
  url: string;
  readonly calls: ApiCallRecord[];
  /** Answers for `METHOD /path`, in turn; the last one repeats. Unscripted calls get spec §8's 404. */
  answer(route: string, ...answers: ScriptedAnswer[]): void;
  callsTo(route: string): ApiCallRecord[];
  close(): Promise<void>;
}

function record(call: ApiCall): ApiCallRecord {
  const body = call.body !== null && typeof call.body === 'object' ? (call.body as Record<string, unknown>) : {};
  return { method: call.method, path: call.path, headers: call.headers, body };
}

function routeOf(route: string): [Method, string] {
  const [method, path] = route.split(' ');
  return [method as Method, path ?? '/'];
}

/** The auth tests' scripted API, served by MSW (the shared mock API): the scripts read as `METHOD /path`. */
export async function startScriptedApi(): Promise<ScriptedApi> {
  const mock = mockApi();
  return {
    url: mock.url,
    get calls() {
      return mock.calls.map(record);
    },
    answer: (route, ...answers) => {
      const [method, path] = routeOf(route);
      // Scripts answer any status and body, as the spec's error tests need; the route's types do not apply here.
      const untyped = mock.answer as (method: Method, path: string, ...responders: (() => Promise<Answer>)[]) => void;
      untyped(
        method,
        path,
        ...answers.map((scripted) => async () => {
          await scripted.hold;
          return { status: scripted.status, body: scripted.body ?? {}, headers: scripted.headers } as Answer;
        }),
      );
    },
    callsTo: (route) => mock.callsTo(...routeOf(route)).map(record),
    close: () => mock.close(),
  };
}

/** A request the test lets through when it has looked. */
export function heldAnswer(answer: Omit<ScriptedAnswer, 'hold'>): { answer: ScriptedAnswer; release: () => void } {
  let release = () => {};
  const hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { answer: { ...answer, hold }, release };
}

export interface ApiErrorDetails {
  /** the API's own words; the site shows them only for a few error types */
  message?: string;
  /** spec §8's validation_errors: field → message keys */
  fields?: Record<string, string[]>;
  retryAfter?: number;
}

/** An answer in spec §8's error shape: `{ error_type, error_message, validation_errors?, retry_after? }`. */
export function apiError(status: number, errorType: string, { message, fields, retryAfter }: ApiErrorDetails = {}): ScriptedAnswer {
  const body: Record<string, unknown> = { error_type: errorType, error_message: message ?? errorType };
  if (fields) body.validation_errors = fields;
  if (retryAfter !== undefined) body.retry_after = retryAfter;
  return { status, body };
}
