import type { ApiClient } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { FormError } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { AddressSearch } from './address-search';
import { useCommonTexts, useCourierTexts } from './courier-texts';
import { PointsMap } from './map';
import { RetryAlert } from './retry-alert';
import { ShortLinkStore, shortLinkAddress } from './short-link-store';
import type { PointPickerOptions } from './point-picker';
import styles from './courier.module.css';

export interface ShortLinkPageProps {
  api: ApiClient;
  id: string;
  pickerOptions?: PointPickerOptions;
}

const Correction = observer(function Correction({ store }: { store: ShortLinkStore }) {
  const { t } = useCourierTexts();
  const common = useCommonTexts();
  return (
    <div className={styles.step}>
      <AddressSearch picker={store.picker} label={t('link.newAddress')} name="link_point" />
      {store.saveErrorKey && <FormError>{common.t(store.saveErrorKey)}</FormError>}
      <div className={styles.actions}>
        <Button variant="quiet" disabled={store.saving} onClick={() => store.stopCorrecting()}>
          {t('back')}
        </Button>
        <Button disabled={!store.picker.chosen} loading={store.saving} onClick={() => void store.save()}>
          {t('link.save')}
        </Button>
      </div>
    </div>
  );
});

/** `widget/delivery?link=<id>`: the point the courier comes to, shown and corrected by whoever holds the link. */
export const ShortLinkPage = observer(function ShortLinkPage({ api, id, pickerOptions }: ShortLinkPageProps) {
  const { t } = useCourierTexts();
  const [store] = useState(() => new ShortLinkStore(api, id, pickerOptions));
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  if (store.state === 'loading') return <p aria-busy="true">{t('link.loading')}</p>;
  if (store.state === 'expired') {
    return (
      <section className={styles.step} aria-labelledby="courier-link-title">
        <h2 id="courier-link-title">{t('link.title')}</h2>
        <p role="alert">{t('link.expired')}</p>
      </section>
    );
  }
  if (store.state === 'failed' || !store.link) {
    return <RetryAlert errorKey={store.loadErrorKey} onRetry={() => void store.load()} />;
  }
  const { link } = store;
  const address = shortLinkAddress(link);
  const shown = store.correcting && store.picker.chosen ? store.picker.chosen : { lon: link.longitude, lat: link.latitude, label: address };
  return (
    <section className={styles.step} aria-labelledby="courier-link-title">
      <h2 id="courier-link-title">{t('link.title')}</h2>
      <p>{t('link.current', { address })}</p>
      <PointsMap
        points={[{ mark: 'B', label: shown.label, lon: shown.lon, lat: shown.lat }]}
        label={t('link.map', { address: shown.label })}
      />
      <div aria-live="polite">{store.saved && <p className={styles.done}>{t('link.saved')}</p>}</div>
      {store.correcting ? (
        <Correction store={store} />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => store.startCorrecting()}>
            {t('link.correct')}
          </Button>
        </div>
      )}
    </section>
  );
});
