import { requiredContext } from '@jetkiz/web-kit';
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

/** The shell's stores for its components; outside ShellStoresProvider, useShellStores throws. */
export const [ShellStoresProvider, useShellStores] = requiredContext<ShellStoresValue>('ShellStores');
