import { isAuthModal, isLogisticsModal, isMarketingModal, remoteModuleId } from '@jetkiz/contracts';
import type { AuthModalProps, HostApi, LogisticsModalProps, MarketingModalProps, OpenModal } from '@jetkiz/contracts';
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

/** The open modal's content, drawn by the app that owns it (MODAL_OWNERS). */
function ModalContent({ host, modal }: { host: HostApi; modal: OpenModal }) {
  const { name, params } = modal;
  const loading = <ModalLoading />;
  if (isAuthModal(name)) {
    return <RemoteComponent<AuthModalProps> moduleId={remoteModuleId('auth', 'modal')} props={{ host, name, params }} loading={loading} />;
  }
  if (isMarketingModal(name)) {
    return (
      <RemoteComponent<MarketingModalProps>
        moduleId={remoteModuleId('marketing', 'modal')}
        props={{ host, name, params }}
        loading={loading}
      />
    );
  }
  if (isLogisticsModal(name)) {
    return (
      <RemoteComponent<LogisticsModalProps>
        moduleId={remoteModuleId('logistics', 'modal')}
        props={{ host, name, params }}
        loading={loading}
      />
    );
  }
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
