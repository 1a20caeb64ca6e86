import { MESSAGE_KEYS } from '@jetkiz/contracts';
import { loadFailureOf } from './load-failure';
import { Loadable } from './loadable';

function answers(...outcomes: Array<string[] | Error>): () => Promise<string[]> {
  return () => {
    const next = outcomes.shift();
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next ?? []);
  };
}

describe('Loadable', () => {
  it('is idle, then ready with what the API answered', async () => {
    const list = new Loadable(answers(['a', 'b']), []);
    expect(list.state).toBe('idle');
    const loading = list.load();
    expect(list.state).toBe('loading');
    await loading;
    expect(list.state).toBe('ready');
    expect(list.value).toEqual(['a', 'b']);
  });

  it('a first load that fails says why', async () => {
    const list = new Loadable(answers(new Error('offline')), []);
    await list.load();
    expect(list.state).toBe('failed');
    expect(list.loadFailure).toEqual(loadFailureOf(new Error('offline')));
  });

  it('a later load that fails keeps what is on screen, and reset forgets it', async () => {
    const list = new Loadable(answers(['a'], new Error('offline')), []);
    await list.load();
    const reloading = list.load();
    expect(list.state).toBe('ready');
    await reloading;
    expect(list.state).toBe('ready');
    expect(list.value).toEqual(['a']);
    expect(list.loadFailure).not.toBeNull();
    list.reset();
    expect(list.state).toBe('idle');
    expect(list.value).toEqual([]);
    expect(list.loadFailure).toBeNull();
  });

  it('forgets why the last load failed once a load starts', async () => {
    const list = new Loadable(answers(new Error('offline'), ['a']), []);
    await list.load();
    const reloading = list.load();
    expect(list.loadFailure).toBeNull();
    await reloading;
    expect(list.loadFailure).toBeNull();
  });
});

/** An answer of the API as the client throws it. */
function answered(status: number, headers: Record<string, string>, body: object = {}) {
  return { isAxiosError: true, response: { status, headers, data: body } };
}

describe('loadFailureOf', () => {
  it('says why, and when to try again after a busy 503 or a 429 with Retry-After', () => {
    expect(loadFailureOf(answered(503, { 'retry-after': '30' }, { error_type: 'service_busy' }))).toEqual({
      errorKey: MESSAGE_KEYS.serviceBusy,
      retryAfterSeconds: 30,
    });
    expect(loadFailureOf(answered(429, { 'retry-after': '5' })).retryAfterSeconds).toBe(5);
  });

  it('gives no seconds where the API said none, or said them on another refusal', () => {
    expect(loadFailureOf(answered(503, {})).retryAfterSeconds).toBeNull();
    expect(loadFailureOf(answered(500, { 'retry-after': '30' })).retryAfterSeconds).toBeNull();
    expect(loadFailureOf(new Error('offline'))).toEqual({ errorKey: MESSAGE_KEYS.somethingWentWrong, retryAfterSeconds: null });
  });
});
