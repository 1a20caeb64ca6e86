import { remoteModuleId } from '@jetkiz/contracts';
import type { HostApi, SubscriptionFormProps, SubscriptionHandover } from '@jetkiz/contracts';
import { NoteWithAction } from '@jetkiz/web-kit';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteComponent } from '../remotes';
import { SubscriptionStandIn } from './subscription-stand-in';
import type { StandInHandle } from './subscription-stand-in';
import styles from './main-layout.module.css';

const NOTHING_TYPED = { email: '', focus: null, submitted: false } as const;

/** The notice in the form's place: the stand-in goes with it, since nothing could send what it holds. */
function SubscriptionUnavailable({ retry, onShown }: { retry: () => void; onShown: () => void }) {
  const { t } = useTranslation('shell');
  useLayoutEffect(onShown, [onShown]);
  return (
    <NoteWithAction
      className={styles.slotUnavailable}
      text={t('footer.subscriptionUnavailable')}
      action={t('footer.subscriptionReload')}
      onAction={retry}
    />
  );
}

/**
 * The footer's mailing-list form. Its code (the marketing remote, the form and yup: about 32 KB) loads on the visitor's
 * intent, not when the footer shows; until then a stand-in draws the same form, and the form takes over what it holds.
 */
export function SubscriptionSlot({ host }: { host: HostApi }) {
  const [wanted, setWanted] = useState(false);
  const [replaced, setReplaced] = useState(false);
  const standIn = useRef<StandInHandle>(null);
  const [handover] = useState<SubscriptionHandover>(() => ({
    draft: () => standIn.current?.draft() ?? NOTHING_TYPED,
    done: () => setReplaced(true),
  }));

  return (
    <>
      {!replaced && <SubscriptionStandIn handle={standIn} onIntent={() => setWanted(true)} />}
      {wanted && (
        <RemoteComponent<SubscriptionFormProps>
          moduleId={remoteModuleId('marketing', 'subscriptionForm')}
          props={{ host, handover }}
          loading={null}
          unavailable={(retry) => <SubscriptionUnavailable retry={retry} onShown={handover.done} />}
        />
      )}
    </>
  );
}
