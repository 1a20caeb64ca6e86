import { createContext, useContext } from 'react';
import type { AlertStore } from '../alerts';
import type { HeaderStore } from '../header-menus';
import type { LocaleStore } from '../locale';
import type { ModalStore } from '../modals';
import type { ProgressStore } from '../progress';
import type { SessionStore } from '../session';

/** The shell's own stores, for the shell's own components (remotes get the HostApi instead). */
export interface ShellStoresValue {
  session: SessionStore;
  locale: LocaleStore;
  modals: ModalStore;
  alerts: AlertStore;
  header: HeaderStore;
  progress: ProgressStore;
}

const ShellStoresContext = createContext<ShellStoresValue | null>(null);

export const ShellStoresProvider = ShellStoresContext.Provider;

export function useShellStores(): ShellStoresValue {
  const stores = useContext(ShellStoresContext);
  if (!stores) throw new Error('useShellStores must be used inside ShellStoresProvider');
  return stores;
}
