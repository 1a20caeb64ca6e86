import type { HostApi } from '@jetkiz/contracts';
import { createContext, useContext } from 'react';

const HostContext = createContext<HostApi | null>(null);

export const HostProvider = HostContext.Provider;

export function useHost(): HostApi {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost must be used inside HostProvider');
  return host;
}
