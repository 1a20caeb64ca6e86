import type { HostApi } from '@jetkiz/contracts';
import { Button, ButtonLink } from '@jetkiz/web-kit';
import { type PageWindow } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { bindIdOf } from '../bind-id';
import { InsuranceForm } from './insurance-form';
import { InsuranceFormStore } from './insurance-form-store';
import { useInsuranceTexts } from './insurance-texts';
import { PolicyStore } from './policy-store';
import { PolicyView } from './policy-view';
import styles from './insurance.module.css';

export interface InsuranceWidgetProps {
  /** null in a partner's page without the shell */
  host: HostApi | null;
  /** the page's query: `bind` (the deal to insure) or `policy` (a policy to follow or pay) */
  query: URLSearchParams;
  /** in a partner's iframe: the checkout (which no provider lets be framed) opens in its own tab from a link */
  framed?: boolean;
  /** takes this tab to the checkout on the site */
  leavePage?: (url: string) => void;
  priceDebounceMs?: number;
  pollMs?: number;
  /** how the printable policy opens; the browser's tabs by default */
  documentWindow?: PageWindow;
}

const leaveForCheckout = (url: string) => window.location.assign(url);

const isFramed = () => window.self !== window.top;

/** `widget/insurance` (issue 20): the form for `?bind=<id>`, the policy for `?policy=<id>`. */
export const InsuranceWidget = observer(function InsuranceWidget({
  host,
  query,
  framed = isFramed(),
  leavePage = leaveForCheckout,
  priceDebounceMs,
  pollMs,
  documentWindow,
}: InsuranceWidgetProps) {
  const { t } = useInsuranceTexts();
  // 'Insure again' on a policy expired unpaid: the form for a new policy of its deal, in place of the policy
  const [insureAgainBindId, setInsureAgainBindId] = useState<number | null>(null);
  const policyId = insureAgainBindId === null ? query.get('policy') : null;
  const bindId = insureAgainBindId ?? bindIdOf(query.get('bind'));
  const checkout = framed ? null : leavePage;
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
        <PolicyPage
          host={host}
          policyId={policyId}
          leavePage={checkout}
          pollMs={pollMs}
          documentWindow={documentWindow}
          onInsureAgain={setInsureAgainBindId}
        />
      ) : bindId === null ? (
        <DealRequired host={host} />
      ) : (
        <FormPage
          key={bindId}
          host={host}
          bindId={bindId}
          leavePage={checkout}
          priceDebounceMs={priceDebounceMs}
          focusTitle={insureAgainBindId !== null}
        />
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

function FormPage({ focusTitle, ...options }: ConstructorParameters<typeof InsuranceFormStore>[0] & { focusTitle: boolean }) {
  const [store] = useState(() => new InsuranceFormStore(options));
  useEffect(() => store.start(), [store]);
  return (
    <InsuranceForm
      store={store}
      language={options.host.locale.language}
      checkoutInNewTab={options.leavePage === null}
      focusTitle={focusTitle}
    />
  );
}

function PolicyPage({
  onInsureAgain,
  ...options
}: ConstructorParameters<typeof PolicyStore>[0] & { onInsureAgain: (bindId: number) => void }) {
  const [store] = useState(() => new PolicyStore(options));
  useEffect(() => store.start(), [store]);
  return (
    <PolicyView
      store={store}
      language={options.host.locale.language}
      checkoutInNewTab={options.leavePage === null}
      onInsureAgain={onInsureAgain}
    />
  );
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
