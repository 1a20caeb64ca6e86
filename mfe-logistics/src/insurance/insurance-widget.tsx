import type { HostApi } from '@jetkiz/contracts';
import { Button, ButtonLink, type PageWindow } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { InsuranceForm } from './insurance-form';
import { InsuranceFormStore } from './insurance-form-store';
import { useInsuranceTexts } from './insurance-texts';
import { PolicyStore, type PolicyStoreOptions } from './policy-store';
import { PolicyView } from './policy-view';
import styles from './insurance.module.css';

export interface InsuranceWidgetProps {
  /** null in a partner's page without the shell */
  host: HostApi | null;
  /** the page's query: `bind` (the deal to insure) or `policy` (the checkout came back) */
  query: URLSearchParams;
  /** takes the browser to the checkout */
  leavePage?: (url: string) => void;
  priceDebounceMs?: number;
  pollMs?: number;
  /** how the printable policy opens; the browser's tabs by default */
  documentWindow?: PageWindow;
}

const leaveForCheckout = (url: string) => window.location.assign(url);

/** A positive whole number from the query, or null. */
function idOf(text: string | null): number | null {
  if (!text || !/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** `widget/insurance` (issue 20): the form for `?bind=<id>`, the policy for `?policy=<id>`. */
export const InsuranceWidget = observer(function InsuranceWidget({
  host,
  query,
  leavePage = leaveForCheckout,
  ...timing
}: InsuranceWidgetProps) {
  const { t } = useInsuranceTexts();
  const policyId = query.get('policy');
  const bindId = idOf(query.get('bind'));
  return (
    <section className={styles.widget} aria-labelledby="insurance-title">
      <header>
        <h1 id="insurance-title" className={styles.title}>
          {t('title')}
        </h1>
        <p>{t('lead')}</p>
      </header>
      {!host ? (
        <p>{t('noSite')}</p>
      ) : !host.session.isLoggedIn ? (
        <LoginPrompt host={host} />
      ) : policyId ? (
        <PolicyPage host={host} policyId={policyId} leavePage={leavePage} pollMs={timing.pollMs} documentWindow={timing.documentWindow} />
      ) : bindId === null ? (
        <DealRequired host={host} />
      ) : (
        <FormPage host={host} bindId={bindId} leavePage={leavePage} priceDebounceMs={timing.priceDebounceMs} />
      )}
      {host && (
        <p>
          <a href={host.navigation.href('/insurance-conditions')} target="_blank" rel="noopener">
            {t('conditions')}
          </a>
        </p>
      )}
    </section>
  );
});

function FormPage({
  host,
  bindId,
  leavePage,
  priceDebounceMs,
}: {
  host: HostApi;
  bindId: number;
  leavePage: (url: string) => void;
  priceDebounceMs?: number;
}) {
  const [store] = useState(() => new InsuranceFormStore({ host, bindId, leavePage, priceDebounceMs }));
  useEffect(() => store.start(), [store]);
  return <InsuranceForm store={store} language={host.locale.language} />;
}

function PolicyPage(options: PolicyStoreOptions) {
  const [store] = useState(() => new PolicyStore(options));
  useEffect(() => store.start(), [store]);
  return <PolicyView store={store} language={options.host.locale.language} />;
}

function LoginPrompt({ host }: { host: HostApi }) {
  const { t } = useInsuranceTexts();
  return (
    <div className={styles.notice}>
      <p>{t('login.required')}</p>
      <Button onClick={() => host.modals.open('login')}>{t('login.button')}</Button>
    </div>
  );
}

function DealRequired({ host }: { host: HostApi }) {
  const { t } = useInsuranceTexts();
  return (
    <div className={styles.notice}>
      <p>{t('deal.required')}</p>
      <ButtonLink href={host.navigation.profileUrl('/')}>{t('deal.open')}</ButtonLink>
    </div>
  );
}
