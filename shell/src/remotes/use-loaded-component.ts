import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useRemoteEvents } from './remote-events';

export type LoadState<P> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; Component: ComponentType<P> };

/** Loads a component at run time (a remote module or a chunk of our own) and reports the load to the app. */
export function useLoadedComponent<P>(load: () => Promise<ComponentType<P>>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });
  const events = useRemoteEvents();

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    events.started();
    load()
      .then(
        (Component) => active && setState({ status: 'ready', Component }),
        (error: unknown) => {
          events.failed(error);
          if (active) setState({ status: 'failed', error });
        },
      )
      .finally(() => events.finished());
    return () => {
      active = false;
    };
    // `load` is identified by `key`: a new function for the same key must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, events]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
