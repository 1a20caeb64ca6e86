import { MIN_INSURANCE_COST } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { formStyles } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { formatTenge } from './amounts';
import { PARTIES, PARTY_ROLES } from './insurance-fields';
import type { InsuranceFormStore } from './insurance-form-store';
import { useInsuranceTexts } from './insurance-texts';
import { CostField } from './parcel-step';
import { PriceRows } from './price-rows';
import styles from './insurance.module.css';

/** What the policy will cover and cost; the price follows the declared cost as it changes. */
export const SummaryStep = observer(function SummaryStep({ store, language }: { store: InsuranceFormStore; language: LanguageCode }) {
  const { t } = useInsuranceTexts();
  const value = (path: keyof InsuranceFormStore['fields']) => store.fields[path].value.trim();
  return (
    <>
      <p className={formStyles.hint}>{t('summary.lead')}</p>
      <dl className={styles.summary}>
        <dt>{t('summary.parcel')}</dt>
        <dd>
          {t('summary.size', {
            length: value('attribute.length'),
            width: value('attribute.width'),
            height: value('attribute.height'),
            weight: value('attribute.weight'),
          })}
          <br />
          {value('attribute.description')}
        </dd>
        {PARTIES.map((party) => (
          <Fragment key={party}>
            <dt>{t(`steps.${party}`)}</dt>
            <dd>{value(`${PARTY_ROLES[party]}.fio`)}</dd>
          </Fragment>
        ))}
      </dl>
      <CostField fields={store.fields} language={language} />
      <LivePrice store={store} language={language} />
    </>
  );
});

/** Never a stale price: while a newer cost waits or is priced, the amounts give way to 'calculating'. */
const LivePrice = observer(function LivePrice({ store, language }: { store: InsuranceFormStore; language: LanguageCode }) {
  const { t } = useInsuranceTexts();
  const { quote } = store;
  const current = quote.current;
  return (
    <section aria-live="polite" aria-busy={quote.state === 'pending'} aria-label={t('summary.price')} className={styles.notice}>
      {quote.state === 'idle' && <p>{t('summary.costTooLow', { min: formatTenge(MIN_INSURANCE_COST, language) })}</p>}
      {quote.state === 'pending' && <p role="status">{t('summary.pricing')}</p>}
      {quote.state === 'failed' && (
        <>
          <p>{t('summary.priceFailed')}</p>
          <Button variant="secondary" onClick={() => quote.retry()}>
            {t('summary.priceRetry')}
          </Button>
        </>
      )}
      {current && (
        <dl className={styles.summary}>
          <PriceRows amounts={current} language={language} toPayClassName={styles.price} />
        </dl>
      )}
      <p className={formStyles.hint}>{t('summary.priceRule')}</p>
    </section>
  );
});
