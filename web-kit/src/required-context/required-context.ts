import { createContext, useContext, type Provider } from 'react';

/**
 * A context a part of the app cannot do without (stores, the HostApi): its provider, and a hook that fails loudly when
 * a component is rendered outside that provider instead of working on nothing.
 */
export function requiredContext<T>(name: string): [Provider<T | null>, () => T] {
  const Context = createContext<T | null>(null);
  Context.displayName = name;
  function useRequired(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(`${name} is used outside its provider`);
    return value;
  }
  return [Context.Provider, useRequired];
}
