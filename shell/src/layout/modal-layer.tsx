import { isAuthModal, isLogisticsModal, isMarketingModal, remoteModuleId } from '@jetkiz/contracts';
import type { AuthModalProps, HostApi, LogisticsModalProps, MarketingModalProps, ModalOwner, OpenModal } from '@jetkiz/contracts';
import { Modal } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useShellStores } from '../app/shell-stores-context';
import { useHost } from '../host-api';
import { RemoteComponent } from '../remotes';
import { WidgetBridgeModal } from '../widget-bridge';
import { isWidgetModal } from './shell-modals';
import styles from './modal-layer.module.css';

function ModalLoading() {
  const { t } = useTranslation('shell');
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  );
}

/** A modal drawn by the remote that owns it, with the shell's loading line until the remote has come. */
function RemoteModal<P extends object>({ owner, props }: { owner: Exclude<ModalOwner, 'shell'>; props: P }) {
  return <RemoteComponent<P> moduleId={remoteModuleId(owner, 'modal')} props={props} loading={<ModalLoading />} />;
}

/** The open modal's content, drawn by the app that owns it (MODAL_OWNERS). */
function ModalContent({ host, modal }: { host: HostApi; modal: OpenModal }) {
  const { name, params } = modal;
  if (isAuthModal(name)) return <RemoteModal<AuthModalProps> owner="auth" props={{ host, name, params }} />;
  if (isMarketingModal(name)) return <RemoteModal<MarketingModalProps> owner="marketing" props={{ host, name, params }} />;
  if (isLogisticsModal(name)) return <RemoteModal<LogisticsModalProps> owner="logistics" props={{ host, name, params }} />;
  return <WidgetBridgeModal host={host} modal={modal} />;
}

const ModalLayer = observer(function ModalLayer() {
  const host = useHost();
  const { modals } = useShellStores();
  const open = modals.current;
  if (!open) return null;
  return (
    <Modal locked={modals.loading} onClose={() => modals.close()} contentKey={open.name} wide={isWidgetModal(open.name)}>
      <ModalContent host={host} modal={open} />
    </Modal>
  );
});

export default ModalLayer;
