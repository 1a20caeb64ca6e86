import type { HostApi } from '@jetkiz/contracts';
import { Button, ButtonLink } from '@jetkiz/web-kit';
import { type PageWindow } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
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
        <Notice text={t('login.required')}>
          <Button onClick={() => host.modals.open('login')}>{t('login.button')}</Button>
        </Notice>
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
        <Notice text={t('deal.required')}>
          <ButtonLink href={host.navigation.profileUrl('/')}>{t('deal.open')}</ButtonLink>
        </Notice>
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

/** The form's or the policy's store: made once for the page, and running (prices, polling) while the page is shown. */
function useStartedStore<Store extends { start(): () => void }>(create: () => Store): Store {
  const [store] = useState(create);
  useEffect(() => store.start(), [store]);
  return store;
}

/** What the form and the policy take from the page: its language, and the checkout in its own tab when this one cannot leave. */
function viewOf({ host, leavePage }: { host: HostApi; leavePage: ((url: string) => void) | null }) {
  return { language: host.locale.language, checkoutInNewTab: leavePage === null };
}

function FormPage({ focusTitle, ...options }: ConstructorParameters<typeof InsuranceFormStore>[0] & { focusTitle: boolean }) {
  const store = useStartedStore(() => new InsuranceFormStore(options));
  return <InsuranceForm store={store} focusTitle={focusTitle} {...viewOf(options)} />;
}

function PolicyPage({
  onInsureAgain,
  ...options
}: ConstructorParameters<typeof PolicyStore>[0] & { onInsureAgain: (bindId: number) => void }) {
  const store = useStartedStore(() => new PolicyStore(options));
  return <PolicyView store={store} onInsureAgain={onInsureAgain} {...viewOf(options)} />;
}

/** A sentence and the one thing to do about it. */
function Notice({ text, children }: { text: string; children: ReactNode }) {
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      {children}
    </div>
  );
}
