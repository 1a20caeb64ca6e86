import type { Deal, LanguageCode } from '@jetkiz/contracts';
import { ButtonLink, TitledSection } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useProfileTexts } from '../i18n';
import type { SiteLinks } from '../locale';
import type { InsuranceStore } from './insurance-store';
import { PolicyDocumentButton } from './policy-document-button';
import { PolicyStatus } from './policy-status';
import { PolicyDetails } from './insurance-section';
import styles from './insurance.module.css';

export interface DealInsuranceProps {
  deal: Deal;
  store: InsuranceStore;
  language: LanguageCode;
  /** the site's insurance widget: `bind` insures the deal, `policy` pays a policy */
  insuranceUrl: SiteLinks['insurance'];
  className?: string;
  /** the refund's day is told in it; the browser's own by default */
  timeZone?: string;
  pollMs?: number;
  maxPolls?: number;
}

/** How often a policy awaiting the provider's word on its payment is asked about, and how many times. */
export const POLICY_POLL_MS = 1500;
export const POLICY_POLLS = 40;

/** The checkout comes back to the deal page: a policy awaiting its payment is asked about until it is settled. */
function usePollWhileAwaiting(store: InsuranceStore, awaiting: boolean, pollMs: number, maxPolls: number): void {
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!awaiting || polls >= maxPolls) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void store.load();
    }, pollMs);
    return () => clearTimeout(timer);
  }, [awaiting, polls, pollMs, maxPolls, store]);
}

/**
 * The deal's insurance, for its sender: the policy when there is one, else 'insure this parcel' while the deal is
 * paid and the parcel not yet picked up (issue 20).
 */
export const DealInsurance = observer(function DealInsurance({
  deal,
  store,
  language,
  insuranceUrl,
  className,
  timeZone,
  pollMs = POLICY_POLL_MS,
  maxPolls = POLICY_POLLS,
}: DealInsuranceProps) {
  const { t } = useProfileTexts();
  useEffect(() => {
    if (deal.role === 'sender') void store.load();
  }, [deal.role, store]);
  const policy = store.policyOf(deal.id);
  usePollWhileAwaiting(store, policy?.status === 'awaiting_payment', pollMs, maxPolls);
  if (deal.role !== 'sender' || store.list.state !== 'ready') return null;
  const insurable = deal.status === 'paid';
  const stillCovered = policy && policy.status !== 'cancelled' && policy.status !== 'refused';
  if (!policy && !insurable) return null;
  return (
    <TitledSection className={className} title={t('insurance.dealPart.title')}>
      {policy && (
        <>
          <div className={styles.head}>
            <p className={styles.number}>
              {policy.number ? t('insurance.policyNumber', { number: policy.number }) : t('insurance.noNumber')}
            </p>
            <PolicyStatus policy={policy} />
          </div>
          <PolicyDetails policy={policy} language={language} timeZone={timeZone} />
          <PolicyDocumentButton policy={policy} store={store} />
          {(policy.status === 'awaiting_payment' || policy.status === 'payment_failed') && (
            <ButtonLink href={insuranceUrl({ policy: policy.id })}>{t('insurance.dealPart.toPayment')}</ButtonLink>
          )}
        </>
      )}
      {!stillCovered && insurable && (
        <>
          <p>{t('insurance.dealPart.offer')}</p>
          <ButtonLink href={insuranceUrl({ bind: deal.id })}>{t('insurance.dealPart.insure')}</ButtonLink>
        </>
      )}
    </TitledSection>
  );
});
