import type { HostApi, ParcelClass } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { formatTenge } from '../amounts';
import { buttonClass } from '@jetkiz/web-kit';
import { SelectField } from '@jetkiz/web-kit/forms';
import { focusField } from '../controls';
import { useTexts } from '../i18n';
import { PARCEL_CLASS_ORDER } from './price-list';
import { RecommendedPriceStore } from './recommended-price-store';
import styles from './prices.module.css';

const ROUTE_ENDS = ['from', 'to'] as const;

/** The form that asks the API for the recommended price of a route and class. */
export const RecommendedPriceForm = observer(function RecommendedPriceForm({ host }: { host: HostApi }) {
  const { t, language } = useTexts('prices');
  const [store] = useState(() => new RecommendedPriceStore(host));
  const formRef = useRef<HTMLFormElement>(null);
  const { fields } = store.form;

  useEffect(() => {
    void store.cities.load();
  }, [store]);

  const cities = store.cities.options(language);
  const classes = PARCEL_CLASS_ORDER.map((parcelClass: ParcelClass) => ({ value: parcelClass, label: t(`classes.${parcelClass}.name`) }));
  const citiesMissing = store.cities.status !== 'ready';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    focusField(formRef.current, await store.submit());
  };

  return (
    <div className={styles.calculator}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={store.priceState === 'loading'}>
        <div className={styles.fields}>
          {ROUTE_ENDS.map((end) => (
            <SelectField
              key={end}
              field={fields[end]}
              name={end}
              label={t(`calculator.${end}`)}
              placeholder={t('calculator.chooseCity')}
              options={cities}
              required
              disabled={citiesMissing}
            />
          ))}
          <SelectField
            field={fields.class}
            name="class"
            label={t('calculator.class')}
            placeholder={t('calculator.chooseClass')}
            options={classes}
            required
          />
        </div>
        <button type="submit" className={buttonClass()} disabled={store.priceState === 'loading' || citiesMissing}>
          {store.priceState === 'loading' ? t('calculator.calculating') : t('calculator.submit')}
        </button>
      </form>

      {store.cities.status === 'loading' && <p role="status">{t('calculator.citiesLoading')}</p>}
      {store.cities.status === 'failed' && (
        <div role="alert" className={styles.problem}>
          <p>{t('calculator.citiesFailed')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void store.cities.load()}>
            {t('calculator.retry')}
          </button>
        </div>
      )}
      <div role="status">
        {store.price && (
          <div className={styles.result}>
            <p className={styles.resultAmount}>{formatTenge(store.price.amount, language)}</p>
            <p className={styles.resultText}>
              {store.price.source === 'market'
                ? t('calculator.market', { deliveries: store.price.sample_size })
                : t('calculator.priceList')}
            </p>
            <p className={styles.resultText}>{t('calculator.note')}</p>
          </div>
        )}
      </div>
      {store.priceState === 'failed' && (
        <p role="alert" className={styles.problem}>
          {t('calculator.failed')}
        </p>
      )}
    </div>
  );
});
