import type { LanguageCode } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { ChoiceField, plainField } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { formatDistance, formatMinutes, formatTenge } from './courier-format';
import { useCourierTexts } from './courier-texts';
import type { CourierOrderStore } from './courier-order';
import { RetryAlert } from './retry-alert';
import styles from './courier.module.css';

/** Step 2: the price of the two points, door to door or not. */
export const EstimateStep = observer(function EstimateStep({ order, language }: { order: CourierOrderStore; language: LanguageCode }) {
  const { t } = useCourierTexts();
  const { estimate } = order;
  const handOver = plainField(order.skipDoorToDoor ? 'entrance' : 'door', (value) => order.setSkipDoorToDoor(value === 'entrance'));
  const handOverOptions = [
    { value: 'door', label: t('estimate.door') },
    { value: 'entrance', label: t('estimate.entrance') },
  ];
  return (
    <section className={styles.step} aria-labelledby="courier-estimate-title" aria-busy={order.estimating || undefined}>
      <h2 id="courier-estimate-title">{t('estimate.title')}</h2>
      <p className={styles.route}>{t('route', { from: order.pointA.chosen?.label, to: order.pointB.chosen?.label })}</p>
      <ChoiceField field={handOver} legend={t('estimate.handOver')} name="skip_door_to_door" options={handOverOptions} />
      <div aria-live="polite">
        {order.estimating && <p className={styles.muted}>{t('estimate.calculating')}</p>}
        {order.estimateErrorKey && <RetryAlert errorKey={order.estimateErrorKey} onRetry={() => void order.loadEstimate()} />}
        {estimate && (
          <dl className={styles.details}>
            <dt>{t('estimate.price')}</dt>
            <dd className={styles.price}>{formatTenge(estimate.price, language)}</dd>
            <dt>{t('estimate.distance')}</dt>
            <dd>{formatDistance(estimate.distance_m, language)}</dd>
            <dt>{t('estimate.eta')}</dt>
            <dd>{formatMinutes(estimate.eta_min, language)}</dd>
          </dl>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="quiet" onClick={() => order.back()}>
          {t('back')}
        </Button>
        <Button disabled={!estimate} onClick={() => order.toOrder()}>
          {t('estimate.continue')}
        </Button>
      </div>
    </section>
  );
});
