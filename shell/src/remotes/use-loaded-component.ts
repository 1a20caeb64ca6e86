import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useRemoteEvents } from './remote-events';

export type LoadState<P> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; Component: ComponentType<P> };

/**
 * Components already loaded, by key: a prerendered page is hydrated after its remote's module has loaded, so its
 * first render shows the component at once, as the server's HTML does, instead of a loading state.
 */
const loadedComponents = new Map<string, ComponentType<never>>();

/** Loads a component ahead of the first render (before hydrating) and keeps it for `useLoadedComponent`. */
export async function preloadComponent<P>(key: string, load: () => Promise<ComponentType<P>>): Promise<void> {
  loadedComponents.set(key, (await load()) as ComponentType<never>);
}

function initialState<P>(key: string): LoadState<P> {
  const Component = loadedComponents.get(key) as ComponentType<P> | undefined;
  return Component ? { status: 'ready', Component } : { status: 'loading' };
}

/** Loads a component at run time (a remote module or a chunk of our own) and reports the load to the app. */
export function useLoadedComponent<P>(load: () => Promise<ComponentType<P>>, key: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<P>>(() => initialState<P>(key));
  const events = useRemoteEvents();

  useEffect(() => {
    // Preloaded: nothing to load (a retry loads again).
    if (attempt === 0 && loadedComponents.has(key)) {
      setState((current) => (current.status === 'ready' ? current : initialState<P>(key)));
      return;
    }
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
