import type { HostApi, InsurancePolicy } from '@jetkiz/contracts';
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

/** The widget's address of a policy, without the locale (the host's router adds it). */
function policyPath(policyId: string): string {
  return `/widget/insurance?${new URLSearchParams({ policy: policyId })}`;
}

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
  // The form shown in place of the address's page: 'Insure again' opens it for the deal of a policy expired unpaid,
  // and it stays once its policy is created, though the address then names that policy.
  const [formBindId, setFormBindId] = useState<number | null>(null);
  const policyId = formBindId === null ? query.get('policy') : null;
  const bindId = formBindId ?? bindIdOf(query.get('bind'));
  const checkout = framed ? null : leavePage;
  // A reload (or the way back from the checkout) shows the policy created here, not the expired one or the form.
  const onCreated = (policy: InsurancePolicy) => {
    setFormBindId(policy.parcel_trip_bind_id);
    host?.navigation.go(policyPath(policy.id), { replace: true });
  };
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
          key={policyId}
          host={host}
          policyId={policyId}
          leavePage={checkout}
          pollMs={pollMs}
          documentWindow={documentWindow}
          onInsureAgain={setFormBindId}
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
          onCreated={onCreated}
          focusTitle={formBindId !== null}
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
