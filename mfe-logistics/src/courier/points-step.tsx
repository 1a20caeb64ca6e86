import { Button } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { AddressSearch } from './address-search';
import { useCourierTexts } from './courier-texts';
import type { CourierOrderStore } from './courier-order';
import { PointsMap, type MapPoint } from './map';
import type { PointPicker } from './point-picker';
import styles from './courier.module.css';

function mapPoint(mark: string, picker: PointPicker): MapPoint[] {
  const chosen = picker.chosen;
  return chosen ? [{ mark, label: chosen.label, lon: chosen.lon, lat: chosen.lat }] : [];
}

/** Step 1: points A and B. */
export const PointsStep = observer(function PointsStep({ order }: { order: CourierOrderStore }) {
  const { t } = useCourierTexts();
  const points = [...mapPoint('A', order.pointA), ...mapPoint('B', order.pointB)];
  return (
    <section className={styles.step} aria-labelledby="courier-points-title">
      <h2 id="courier-points-title">{t('points.title')}</h2>
      <AddressSearch picker={order.pointA} label={t('points.a')} name="point_a" />
      <AddressSearch picker={order.pointB} label={t('points.b')} name="point_b" />
      <PointsMap points={points} label={t('points.map')} />
      <div className={styles.actions}>
        <Button disabled={!order.pointsChosen} onClick={() => order.toEstimate()}>
          {t('points.continue')}
        </Button>
      </div>
      {!order.pointsChosen && <p className={styles.muted}>{t('points.chooseBoth')}</p>}
    </section>
  );
});
