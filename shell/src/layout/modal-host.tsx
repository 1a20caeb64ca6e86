import { MODAL_OWNERS, REMOTES } from '@jetkiz/contracts';
import type { AuthModalProps, MarketingModalProps } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useHost } from '../host-api';
import { RemoteComponent } from '../remotes';
import { useShellStores } from '../app/shell-stores-context';
import styles from './modal-host.module.css';

/** Shows the open modal, drawn by the remote that owns it. Focus trap, scroll lock and the overlay rules come with the chrome issue. */
export const ModalHost = observer(function ModalHost() {
  const host = useHost();
  const { modals } = useShellStores();
  const open = modals.current;
  if (!open) return null;
  const owner = MODAL_OWNERS[open.name];
  return (
    <div className={styles.overlay} onClick={() => modals.close()}>
      <div role="dialog" aria-modal="true" className={styles.dialog} onClick={(event) => event.stopPropagation()}>
        {owner === 'auth' && (
          <RemoteComponent<AuthModalProps> moduleId={`${REMOTES.auth}/Modal`} props={{ host, name: open.name as AuthModalProps['name'], params: open.params }} />
        )}
        {owner === 'marketing' && (
          <RemoteComponent<MarketingModalProps>
            moduleId={`${REMOTES.marketing}/Modal`}
            props={{ host, name: open.name as MarketingModalProps['name'], params: open.params }}
          />
        )}
      </div>
    </div>
  );
});
