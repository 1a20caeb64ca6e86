import { COMMON_NAMESPACE } from '@jetkiz/contracts';
import type { LanguageCode } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { Form, FormError, formStyles } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutLink } from './checkout-link';
import { INSURANCE_STEPS, type InsuranceFormStore, type InsuranceStep } from './insurance-form-store';
import { useInsuranceTexts } from './insurance-texts';
import { ParcelStep } from './parcel-step';
import { PartyStep } from './party-step';
import { SummaryStep } from './summary-step';
import styles from './insurance.module.css';

interface InsuranceFormProps {
  store: InsuranceFormStore;
  language: LanguageCode;
  /** in a partner's frame the checkout opens in its own tab */
  checkoutInNewTab: boolean;
  /** the first step's title takes the focus too, when the form replaced what the user was on (e.g. 'Insure again') */
  focusTitle?: boolean;
}

/** The form in steps: the step list, the current step's fields, and the way back and on. */
export const InsuranceForm = observer(function InsuranceForm({
  store,
  language,
  checkoutInNewTab,
  focusTitle = false,
}: InsuranceFormProps) {
  const { t } = useInsuranceTexts();
  const common = useTranslation(COMMON_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  const { step } = store;
  // the first drawing takes the focus only when asked
  const first = useRef(!focusTitle);
  useEffect(() => {
    // each new step is announced by moving focus to its title
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [step]);
  const onSummary = step === 'summary';
  return (
    <Form
      className={formStyles.form}
      aria-labelledby="insurance-step-title"
      aria-busy={store.busy}
      onSubmit={() => (onSummary ? void store.submit() : store.next())}
    >
      <StepList store={store} />
      <h2 id="insurance-step-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t('steps.current', { number: store.stepIndex + 1, total: INSURANCE_STEPS.length })}: {t(`steps.${step}`)}
      </h2>
      <StepContent store={store} language={language} checkoutInNewTab={checkoutInNewTab} />
      {store.failureKey && <FormError>{common.t(store.failureKey)}</FormError>}
      {step !== 'payment' && (
        <div className={formStyles.actions}>
          <Button type="submit" loading={store.busy} disabled={onSummary && !store.quote.current}>
            {onSummary ? (store.busy ? t('actions.sending') : t('actions.pay')) : t('actions.next')}
          </Button>
          {store.stepIndex > 0 && (
            <Button variant="secondary" onClick={() => store.back()} disabled={store.busy}>
              {t('actions.back')}
            </Button>
          )}
        </div>
      )}
    </Form>
  );
});

function StepContent({ store, language, checkoutInNewTab }: InsuranceFormProps) {
  switch (store.step) {
    case 'parcel':
      return <ParcelStep fields={store.fields} language={language} />;
    case 'sender':
      return <PartyStep party="sender" fields={store.fields} prefilled={store.senderPrefilled} />;
    case 'traveler':
      return <PartyStep party="traveler" fields={store.fields} prefilled={false} />;
    case 'recipient':
      return <PartyStep party="recipient" fields={store.fields} prefilled={false} />;
    case 'summary':
      return <SummaryStep store={store} language={language} />;
    case 'payment':
      return <PaymentStep store={store} newTab={checkoutInNewTab} />;
  }
}

/** Passed steps can be opened again; the current one is marked for assistive technology. */
const StepList = observer(function StepList({ store }: { store: InsuranceFormStore }) {
  const { t } = useInsuranceTexts();
  const passed = (step: InsuranceStep) => INSURANCE_STEPS.indexOf(step) < store.stepIndex && store.step !== 'payment';
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.steps}>
        {INSURANCE_STEPS.map((step) => (
          <li key={step} aria-current={step === store.step ? 'step' : undefined}>
            {passed(step) ? (
              <button type="button" className={styles.stepButton} onClick={() => store.goTo(step)}>
                {t(`steps.${step}`)}
              </button>
            ) : (
              t(`steps.${step}`)
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
});

const PaymentStep = observer(function PaymentStep({ store, newTab }: { store: InsuranceFormStore; newTab: boolean }) {
  const { t } = useInsuranceTexts();
  const checkout = store.policy?.checkout_url;
  return (
    <>
      <p>{t('payment.lead')}</p>
      {!newTab && <p role="status">{t('payment.redirecting')}</p>}
      {checkout && <CheckoutLink url={checkout} newTab={newTab} />}
    </>
  );
});
