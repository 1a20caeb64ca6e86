import { Button } from '@jetkiz/web-kit';
import { FormError, Modal } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { ClaimTracker } from './claim-tracker';
import { useCommonTexts, useCourierTexts } from './courier-texts';
import styles from './courier.module.css';

/** 'Yes, cancel / no, return' (spec §4); Escape returns unless the cancel is under way; a failed cancel says so with retry. */
export const CancelDialog = observer(function CancelDialog({ tracker }: { tracker: ClaimTracker }) {
  const { t } = useCourierTexts();
  const common = useCommonTexts();
  const keep = useRef<HTMLButtonElement>(null);
  const cancelling = tracker.calling === 'cancel';
  const courierThere = tracker.claim?.status === 'courier_arrived';
  return (
    <Modal
      locked={cancelling}
      onClose={() => tracker.keepClaim()}
      closeButton={false}
      initialFocus={keep}
      describedBy="courier-cancel-text"
    >
      <h2>{t('cancel.title')}</h2>
      <p id="courier-cancel-text">{t(courierThere ? 'cancel.afterArrival' : 'cancel.beforeArrival')}</p>
      {tracker.cancelFailed && <FormError>{common.t('cancelError')}</FormError>}
      <div className={styles.actions}>
        <Button ref={keep} variant="secondary" disabled={cancelling} onClick={() => tracker.keepClaim()}>
          {t('cancel.no')}
        </Button>
        <Button variant="danger" loading={cancelling} onClick={() => void tracker.confirmCancel()}>
          {tracker.cancelFailed ? t('retry') : t('cancel.yes')}
        </Button>
      </div>
    </Modal>
  );
});
