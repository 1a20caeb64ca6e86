import type { City, HostApi, LanguageCode, ParcelClass } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatTenge, intlLocaleOf } from '../amounts';
import { SelectField, buttonClass } from '@jetkiz/web-kit';
import { focusField } from '../controls';
import type { Option as SelectOption } from '@jetkiz/web-kit';
import { useTexts } from '../i18n';
import { PARCEL_CLASS_ORDER } from './price-list';
import { RecommendedPriceStore } from './recommended-price-store';
import styles from './prices.module.css';

const ROUTE_ENDS = ['from', 'to'] as const;

const NAME_OF: Record<LanguageCode, keyof Pick<City, 'name_ru' | 'name_kk' | 'name_en'>> = { ru: 'name_ru', kk: 'name_kk', en: 'name_en' };

function cityOptions(cities: readonly City[], language: LanguageCode): SelectOption[] {
  const collator = new Intl.Collator(intlLocaleOf(language));
  return cities
    .map((city) => ({ value: String(city.id), label: city[NAME_OF[language]] }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** The form that asks the API for the recommended price of a route and class. */
export const RecommendedPriceForm = observer(function RecommendedPriceForm({ host }: { host: HostApi }) {
  const { t, language } = useTexts('prices');
  const [store] = useState(() => new RecommendedPriceStore(host));
  const formRef = useRef<HTMLFormElement>(null);
  const { fields } = store.form;

  useEffect(() => {
    void store.loadCities();
  }, [store]);

  const cities = useMemo(() => cityOptions(store.cities, language), [store.cities, language]);
  const classes = PARCEL_CLASS_ORDER.map((parcelClass: ParcelClass) => ({ value: parcelClass, label: t(`classes.${parcelClass}.name`) }));
  const citiesMissing = store.citiesState !== 'ready';

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

      {store.citiesState === 'loading' && <p role="status">{t('calculator.citiesLoading')}</p>}
      {store.citiesState === 'failed' && (
        <div role="alert" className={styles.problem}>
          <p>{t('calculator.citiesFailed')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => void store.loadCities()}>
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
