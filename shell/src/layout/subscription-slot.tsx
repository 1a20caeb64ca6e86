import { remoteModuleId } from '@jetkiz/contracts';
import type { HostApi, SubscriptionFormProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { RemoteComponent } from '../remotes';
import styles from './main-layout.module.css';
import { NoteWithAction } from '@jetkiz/web-kit';

/** The footer's mailing-list form, drawn by the marketing remote; a quiet notice when it cannot load. */
export function SubscriptionSlot({ host }: { host: HostApi }) {
  const { t } = useTranslation('shell');
  return (
    <RemoteComponent<SubscriptionFormProps>
      moduleId={remoteModuleId('marketing', 'subscriptionForm')}
      props={{ host }}
      loading={null}
      unavailable={(retry) => (
        <NoteWithAction
          className={styles.slotUnavailable}
          text={t('footer.subscriptionUnavailable')}
          action={t('footer.subscriptionReload')}
          onAction={retry}
        />
      )}
    />
  );
}
