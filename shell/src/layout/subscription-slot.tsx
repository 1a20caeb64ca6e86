import { remoteModuleId } from '@jetkiz/contracts';
import type { HostApi, SubscriptionFormProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { RemoteComponent } from '../remotes';
import styles from './main-layout.module.css';
import { buttonClass } from '@jetkiz/web-kit';

function SubscriptionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <p className={styles.slotUnavailable}>
      {t('footer.subscriptionUnavailable')}{' '}
      <button type="button" className={buttonClass('link')} onClick={onRetry}>
        {t('footer.subscriptionReload')}
      </button>
    </p>
  );
}

/** The footer's mailing-list form, drawn by the marketing remote; a quiet notice when it cannot load. */
export function SubscriptionSlot({ host }: { host: HostApi }) {
  return (
    <RemoteComponent<SubscriptionFormProps>
      moduleId={remoteModuleId('marketing', 'subscriptionForm')}
      props={{ host }}
      loading={null}
      unavailable={(retry) => <SubscriptionUnavailable onRetry={retry} />}
    />
  );
}
