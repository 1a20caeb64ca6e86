import type { Deal } from '@jetkiz/contracts';
import { Button, ButtonLink, TitledSection } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useProfileTexts } from '../i18n';
import type { SiteLinks } from '../locale';
import { LoadFailureReason } from '../ui';
import type { DealCourierStore } from './deal-courier-store';

export interface DealCourierProps {
  deal: Deal;
  store: DealCourierStore;
  /** the site's courier page */
  deliveryUrl: SiteLinks['delivery'];
  className?: string;
}

/**
 * Who may order a courier, when: the sender to take the paid parcel to the traveler, the traveler to take the
 * picked-up parcel to the recipient (issue 19).
 */
function courierLeg(deal: Deal): 'toTraveler' | 'toRecipient' | null {
  if (deal.role === 'sender' && deal.status === 'paid') return 'toTraveler';
  if (deal.role === 'traveler' && deal.status === 'picked_up') return 'toRecipient';
  return null;
}

/** The deal's courier: the current order's state with a way to follow it, or 'order a courier' where it fits. */
export const DealCourier = observer(function DealCourier({ deal, store, deliveryUrl, className }: DealCourierProps) {
  const { t } = useProfileTexts();
  useEffect(() => {
    void store.load();
  }, [store]);
  const leg = courierLeg(deal);
  const claim = store.current;
  const { state, loadFailure } = store.list;
  if (state === 'idle' || state === 'loading' || (!leg && !claim)) return null;
  return (
    <TitledSection className={className} title={t('deal.courier.title')}>
      {loadFailure && (
        <div role="alert">
          <p>
            <LoadFailureReason failure={loadFailure} />
          </p>
          <Button variant="secondary" onClick={() => void store.load()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {claim && (
        <>
          <p>{t('deal.courier.current', { state: t(`deal.courier.status.${claim.status}`) })}</p>
          <ButtonLink variant="secondary" href={deliveryUrl({ claim: claim.id })}>
            {t('deal.courier.follow')}
          </ButtonLink>
        </>
      )}
      {/* no order while the last load failed: an order under way may be missing from the list */}
      {leg && !loadFailure && store.canOrder && (
        <>
          <p>{t(`deal.courier.${leg}`)}</p>
          <ButtonLink href={deliveryUrl({ bind: deal.id })}>{t('deal.courier.order')}</ButtonLink>
        </>
      )}
    </TitledSection>
  );
});
