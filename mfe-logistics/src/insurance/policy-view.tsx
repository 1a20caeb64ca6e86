import { COMMON_NAMESPACE, MESSAGE_KEYS } from '@jetkiz/contracts';
import type { InsurancePolicy, LanguageCode } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { FormError } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDay, formatDayOf } from '../courier/courier-format';
import { useInsuranceTexts } from './insurance-texts';
import { CheckoutLink } from './checkout-link';
import type { PolicyStore } from './policy-store';
import { PriceRows } from './price-rows';
import styles from './insurance.module.css';

/** The notice's key: a cancelled policy says the insurance price was refunded only when it was paid (a refund is due). */
function noticeKeyOf(policy: InsurancePolicy): string {
  if (policy.status === 'cancelled') return policy.refund ? 'policy.cancelledRefunded' : 'policy.cancelled';
  return `policy.${policy.status}`;
}

/** What the policy's actions act with; the view passes them on. */
interface PolicyActionsProps {
  store: PolicyStore;
  /** in a partner's frame the checkout opens in its own tab */
  checkoutInNewTab: boolean;
  /** opens the form for a new policy of the deal (bind) */
  onInsureAgain: (bindId: number) => void;
}

/**
 * The policy the checkout came back to: awaiting payment, issued with its printable document, paid again, or, expired
 * unpaid, insured again with a new policy.
 */
export const PolicyView = observer(function PolicyView({ language, ...actions }: PolicyActionsProps & { language: LanguageCode }) {
  const { store } = actions;
  const { t } = useInsuranceTexts();
  const common = useTranslation(COMMON_NAMESPACE);
  if (store.state === 'loading') return <p role="status">{t('policy.loading')}</p>;
  if (store.state === 'notFound') return <p>{t('policy.notFound')}</p>;
  if (store.state === 'failed' || !store.policy) {
    return (
      <>
        <FormError>{t('policy.failed')}</FormError>
        <Button variant="secondary" onClick={() => void store.load()}>
          {t('policy.retry')}
        </Button>
      </>
    );
  }
  const { policy } = store;
  return (
    <section aria-labelledby="insurance-policy-title" className={styles.widget}>
      <h2 id="insurance-policy-title" className={styles.stepTitle}>
        {t('policy.title')}: {t(`policy.status.${policy.status}`)}
      </h2>
      <p aria-live="polite" className={styles.notice}>
        {policy.cancel_reason === 'payment_timeout' ? common.t(MESSAGE_KEYS.paymentTimeExpired) : t(noticeKeyOf(policy))}
      </p>
      {policy.refund && <RefundDate refund={policy.refund} language={language} />}
      <PolicyDetails policy={policy} language={language} />
      <PolicyActions policy={policy} {...actions} />
      {store.failureKey && <FormError>{common.t(store.failureKey)}</FormError>}
    </section>
  );
});

/** When the insurance price comes back: by its due day, or the day it went back. */
function RefundDate({ refund, language }: { refund: NonNullable<InsurancePolicy['refund']>; language: LanguageCode }) {
  const { t } = useInsuranceTexts();
  return (
    <p>
      {refund.refunded_at
        ? t('policy.refundedOn', { date: formatDayOf(refund.refunded_at, language) })
        : t('policy.refundDue', { date: formatDay(refund.due_by, language) })}
    </p>
  );
}

function PolicyDetails({ policy, language }: { policy: InsurancePolicy; language: LanguageCode }) {
  const { t } = useInsuranceTexts();
  return (
    <dl className={styles.summary}>
      <dt>{t('policy.number')}</dt>
      <dd>{policy.number ?? t('policy.numberPending')}</dd>
      <PriceRows amounts={policy} language={language} />
    </dl>
  );
}

const PolicyActions = observer(function PolicyActions({
  store,
  policy,
  checkoutInNewTab,
  onInsureAgain,
}: PolicyActionsProps & { policy: InsurancePolicy }) {
  const { t } = useInsuranceTexts();
  // cancelled is not a live status: the API takes a new policy for the same deal
  if (policy.status === 'cancelled' && policy.cancel_reason === 'payment_timeout') {
    return <Button onClick={() => onInsureAgain(policy.parcel_trip_bind_id)}>{t('policy.insureAgain')}</Button>;
  }
  if (policy.status === 'issued' && policy.document_url) {
    return (
      <Button loading={store.openingDocument} onClick={() => void store.openDocument()}>
        {t('policy.document')}
      </Button>
    );
  }
  if (policy.status === 'payment_failed') {
    return (
      <Button loading={store.paying} onClick={() => void store.payAgain()}>
        {t('policy.payAgain')}
      </Button>
    );
  }
  if (policy.status !== 'awaiting_payment') return null;
  return (
    <>
      {policy.checkout_url && <CheckoutLink url={policy.checkout_url} newTab={checkoutInNewTab} />}
      {!store.polling && (
        <Button variant="secondary" onClick={() => store.checkAgain()}>
          {t('policy.checkAgain')}
        </Button>
      )}
    </>
  );
});
