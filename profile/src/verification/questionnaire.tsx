import { Button } from '@jetkiz/web-kit';
import { FormError } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { useProfileTexts, useTextOf } from '../i18n';
import { DocumentStep, PersonStep, PhotosStep, ReviewStep } from './questionnaire-steps';
import styles from './verification.module.css';
import { VERIFICATION_STEPS } from './verification-steps';
import type { VerificationStore } from './verification-store';

const STEP_VIEWS = [PersonStep, DocumentStep, PhotosStep, ReviewStep];

/** The questionnaire in steps: where the user is, the step's fields, back / next, and the submission at the end. */
export const Questionnaire = observer(function Questionnaire({ store }: { store: VerificationStore }) {
  const { t } = useProfileTexts();
  const textOf = useTextOf();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const { step } = store;
  const last = step === VERIFICATION_STEPS.length - 1;
  const StepView = STEP_VIEWS[step]!;
  const stepName = VERIFICATION_STEPS[step]!.name;

  useEffect(() => {
    // a new step is announced by moving to its heading; the first one is where the page starts anyway
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (last) void store.submit();
    else store.next();
  };

  return (
    <div className={styles.questionnaire}>
      <ol className={styles.progress} aria-label={t('verification.progress')}>
        {VERIFICATION_STEPS.map(({ name }, index) => (
          <li key={name} aria-current={index === step ? 'step' : undefined} className={index <= step ? styles.reached : undefined}>
            {index < step ? (
              <button type="button" className={styles.stepLink} onClick={() => store.goTo(index)}>
                {t(`verification.step.${name}`)}
              </button>
            ) : (
              <span>{t(`verification.step.${name}`)}</span>
            )}
          </li>
        ))}
      </ol>
      <form onSubmit={onSubmit} noValidate aria-labelledby="verification-step-title">
        <h2 id="verification-step-title" ref={heading} tabIndex={-1}>
          {t('verification.stepTitle', { number: step + 1, total: VERIFICATION_STEPS.length, step: t(`verification.step.${stepName}`) })}
        </h2>
        <StepView store={store} />
        {store.formError && <FormError>{textOf(store.formError)}</FormError>}
        <div className={styles.actions}>
          {step > 0 && (
            <Button variant="secondary" onClick={() => store.back()}>
              {t('verification.back')}
            </Button>
          )}
          <Button type="submit" disabled={store.submitting}>
            {last ? (store.submitting ? t('verification.submitting') : t('verification.submit')) : t('verification.next')}
          </Button>
        </div>
      </form>
    </div>
  );
});
