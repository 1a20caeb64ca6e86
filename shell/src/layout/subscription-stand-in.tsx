import { COMMON_NAMESPACE, type SubscriptionDraft } from '@jetkiz/contracts';
import { buttonClass } from '@jetkiz/web-kit';
import { useId, useImperativeHandle, useRef } from 'react';
import type { FormEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '@jetkiz/web-kit/src/subscription-form/subscription-form.module.css';
import styles from './subscription-stand-in.module.css';

/** What the slot reads of the stand-in when the form takes over. */
export interface StandInHandle {
  draft(): SubscriptionDraft;
}

interface SubscriptionStandInProps {
  /** the visitor is about to use the form: focus or pointer on its field or button, a key in it, a submit */
  onIntent: () => void;
  handle: Ref<StandInHandle>;
}

/**
 * The subscription form's markup, as the marketing remote draws it (the same label, button and names, the texts of
 * the common namespace both read), without its
 * rules and sending: a short page shows the footer at once, and the form's code is loaded only for those who use it.
 * What is typed here stays in the input until the form reads it.
 */
export function SubscriptionStandIn({ onIntent, handle }: SubscriptionStandInProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const submitted = useRef(false);

  useImperativeHandle(handle, () => ({
    draft: () => {
      const focused = document.activeElement;
      return {
        email: input.current?.value ?? '',
        focus: focused === input.current ? 'email' : focused === button.current ? 'submit' : null,
        submitted: submitted.current,
      };
    },
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    onIntent();
  };
  const intent = { onFocus: onIntent, onPointerEnter: onIntent, onPointerDown: onIntent, onKeyDown: onIntent };

  return (
    <form className={layout.form} noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId} className={layout.title}>
        {t('subscriptionForm.title')}
      </h2>
      <p className={layout.text}>{t('subscriptionForm.text')}</p>
      <div className={layout.row}>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.label}>
            {t('subscriptionForm.label')}
            <span className={styles.required} aria-hidden="true">
              {' *'}
            </span>
          </label>
          <input
            ref={input}
            id={inputId}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            aria-invalid={false}
            className={styles.input}
            {...intent}
          />
          {/* the form's (empty) error container, so the row keeps its height */}
          <div aria-live="polite" />
        </div>
        <button ref={button} type="submit" className={buttonClass('accent')} {...intent}>
          {t('subscriptionForm.submit')}
        </button>
      </div>
    </form>
  );
}
