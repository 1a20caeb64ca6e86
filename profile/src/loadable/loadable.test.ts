import { toApiError } from '@jetkiz/contracts';
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
    expect(list.errorKey).toBe(toApiError(new Error('offline')).messageKey);
  });

  it('a later load that fails keeps what is on screen, and reset forgets it', async () => {
    const list = new Loadable(answers(['a'], new Error('offline')), []);
    await list.load();
    const reloading = list.load();
    expect(list.state).toBe('ready');
    await reloading;
    expect(list.state).toBe('ready');
    expect(list.value).toEqual(['a']);
    expect(list.errorKey).not.toBeNull();
    list.reset();
    expect(list.state).toBe('idle');
    expect(list.value).toEqual([]);
  });
});
