import { RemoteUnavailableError } from '../remotes';
import { createReloadGuard, isChunkLoadError } from './reload-guard';

function chunkError(): Error {
  const error = new Error('Loading chunk 706 failed.\n(error: http://localhost:3000/706.1564fbd6.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function setUp(storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage) {
  let now = 1_000_000;
  const reloads: number[] = [];
  const guard = createReloadGuard({ storage, reload: () => reloads.push(now), now: () => now });
  return { guard, reloads, advance: (ms: number) => (now += ms) };
}

describe('isChunkLoadError', () => {
  it('recognises chunk and script load failures, also wrapped as a remote failure', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new RemoteUnavailableError('mfe_marketing/Page', chunkError()))).toBe(true);
    expect(isChunkLoadError(new Error('[ Federation Runtime ]: RUNTIME-008 Failed to load script resources.'))).toBe(true);
  });

  it('leaves out failures a reload does not cure', () => {
    expect(isChunkLoadError(new RemoteUnavailableError('mfe_schedule/Page', new Error('RUNTIME-003 Failed to get manifest.')))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});

describe('createReloadGuard', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reloads the page for a failed chunk load', () => {
    const { guard, reloads } = setUp();
    expect(guard.handle(chunkError())).toBe(true);
    expect(reloads).toHaveLength(1);
  });

  it('does not reload again for a second failure within a minute, even after the reload', () => {
    const first = setUp();
    first.guard.handle(chunkError());
    // The page has reloaded: a new guard, the same session storage.
    const second = setUp();
    second.advance(59_999);
    expect(second.guard.handle(chunkError())).toBe(false);
    expect(second.reloads).toHaveLength(0);
  });

  it('reloads again once a minute has passed', () => {
    const { guard, reloads, advance } = setUp();
    guard.handle(chunkError());
    advance(60_000);
    expect(guard.handle(chunkError())).toBe(true);
    expect(reloads).toHaveLength(2);
  });

  it('does not reload for other errors', () => {
    const { guard, reloads } = setUp();
    expect(guard.handle(new Error('RUNTIME-003 Failed to get manifest.'))).toBe(false);
    expect(reloads).toHaveLength(0);
  });

  it('does not reload when it cannot count reloads', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    const { guard, reloads } = setUp(broken);
    expect(guard.handle(chunkError())).toBe(false);
    expect(reloads).toHaveLength(0);
  });
});
