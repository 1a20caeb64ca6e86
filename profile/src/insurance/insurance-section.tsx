import type { InsurancePolicy, LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { formatDate, formatDayOf, formatTiyn } from '../locale';
import { dealPath } from '../paths';
import { Card, CardList, Details, EmptyState, LoadFailedState, LoadingState, useLoadedPage } from '../ui';
import type { InsuranceStore } from './insurance-store';
import { PolicyDocumentButton } from './policy-document-button';
import { PolicyStatus } from './policy-status';
import styles from './insurance.module.css';

/** `/insurance`: the user's policies with their status, number, price, deal and printable document. */
export const InsuranceSection = observer(function InsuranceSection({ store, language }: { store: InsuranceStore; language: LanguageCode }) {
  const { t } = useProfileTexts();
  useLoadedPage(t('insurance.title'), store);

  let body;
  const { state, loadFailure } = store.list;
  if (state === 'idle' || state === 'loading') body = <LoadingState label={t('insurance.loading')} />;
  else if (state === 'failed')
    body = <LoadFailedState title={t('insurance.failed')} failure={loadFailure} onRetry={() => void store.load()} />;
  else if (store.policies.length === 0) body = <EmptyState title={t('insurance.empty.title')} text={t('insurance.empty.text')} />;
  else
    body = (
      <CardList label={t('insurance.title')}>
        {store.policies.map((policy) => (
          <li key={policy.id}>
            <PolicyCard policy={policy} store={store} language={language} />
          </li>
        ))}
      </CardList>
    );
  return (
    <section className={styles.page} aria-labelledby="insurance-title">
      <h1 id="insurance-title">{t('insurance.title')}</h1>
      <p>{t('insurance.lead')}</p>
      {body}
    </section>
  );
});

function PolicyCard({ policy, store, language }: { policy: InsurancePolicy; store: InsuranceStore; language: LanguageCode }) {
  const { t } = useProfileTexts();
  return (
    <Card
      titleId={`policy-${policy.id}`}
      title={policy.number ? t('insurance.policyNumber', { number: policy.number }) : t('insurance.noNumber')}
      badge={<PolicyStatus policy={policy} />}
    >
      <PolicyDetails policy={policy} language={language} />
      <p className={styles.links}>
        <Link to={dealPath(policy.parcel_trip_bind_id)}>{t('insurance.deal')}</Link>
      </p>
      <PolicyDocumentButton policy={policy} store={store} />
    </Card>
  );
}

/** The money of a policy, its date, and its refund when one is due, with the day it comes back. */
export function PolicyDetails({
  policy,
  language,
  timeZone,
}: {
  policy: InsurancePolicy;
  language: LanguageCode;
  /** the refund's day is told in it; the browser's own by default */
  timeZone?: string;
}) {
  const { t } = useProfileTexts();
  return (
    <>
      <Details
        facts={[
          { term: t('insurance.cost'), value: formatTiyn(policy.cost, language) },
          { term: t('insurance.price'), value: formatTiyn(policy.price, language) },
          { term: t('insurance.premium'), value: formatTiyn(policy.commission, language) },
          { term: t('insurance.created'), value: formatDate(policy.created_at, language) },
          policy.refund && {
            term: t('insurance.refund'),
            value: `${formatTiyn(policy.refund.amount, language)} · ${t(`insurance.refundStatus.${policy.refund.status}`)}`,
          },
        ]}
      />
      {policy.refund && <RefundDate refund={policy.refund} language={language} timeZone={timeZone} />}
    </>
  );
}

/** When the insurance price comes back, as the deal's refund says it: by its due day, or the day it went back. */
function RefundDate({
  refund,
  language,
  timeZone,
}: {
  refund: NonNullable<InsurancePolicy['refund']>;
  language: LanguageCode;
  timeZone?: string;
}) {
  const { t } = useProfileTexts();
  return (
    <p>
      {refund.refunded_at
        ? t('insurance.refundedOn', { date: formatDayOf(refund.refunded_at, language, timeZone) })
        : t('insurance.refundDue', { date: formatDate(refund.due_by, language) })}
    </p>
  );
}
