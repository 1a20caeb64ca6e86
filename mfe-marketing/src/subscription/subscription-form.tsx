import { COMMON_NAMESPACE, type HostApi, type SubscriptionDraft, type SubscriptionHandover } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { FormEvent, RefObject } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@jetkiz/web-kit';
import { EmailField } from '@jetkiz/web-kit/forms';
import { focusField } from '../controls';
import { useTexts } from '../i18n';
import { SubscriptionStore } from './subscription-store';
import styles from '@jetkiz/web-kit/src/subscription-form/subscription-form.module.css';

interface Controls {
  form: RefObject<HTMLFormElement | null>;
  button: RefObject<HTMLButtonElement | null>;
}

/**
 * Takes the footer's stand-in's place: its e-mail is the first value; before the first paint its focus moves here and
 * the stand-in goes, so the visitor keeps typing in the same place; a submit pressed before the code arrived, once.
 */
function useHandover(
  handover: SubscriptionHandover | undefined,
  draft: SubscriptionDraft | undefined,
  store: SubscriptionStore,
  controls: Controls,
  submit: () => void,
) {
  useLayoutEffect(() => {
    if (!handover || !draft) return;
    // What was typed between the first render and this commit.
    const { email } = handover.draft();
    if (email !== store.email.value) store.email.setValue(email);
    if (draft.focus === 'email') focusField(controls.form.current, 'email');
    if (draft.focus === 'submit') controls.button.current?.focus();
    handover.done();
  }, [handover, draft, store, controls]);
  useEffect(() => {
    if (draft?.submitted) submit();
    // Once, as the form arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft]);
}

function newStore(host: HostApi, draft: SubscriptionDraft | undefined): SubscriptionStore {
  const store = new SubscriptionStore(host);
  if (draft) store.email.setValue(draft.email);
  return store;
}

/** The subscription form the shell's footer shows in its slot. */
const SubscriptionForm = observer(function SubscriptionForm({ host, handover }: { host: HostApi; handover?: SubscriptionHandover }) {
  const { t } = useTexts('subscription');
  // the texts the shell's stand-in shows too, before this form's code is loaded
  const { t: common } = useTranslation(COMMON_NAMESPACE);
  const [draft] = useState(() => handover?.draft());
  const [store] = useState(() => newStore(host, draft));
  const form = useRef<HTMLFormElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [controls] = useState<Controls>(() => ({ form, button }));
  const titleId = useId();

  const submit = () => {
    void store.submit().then((needsAttention) => needsAttention && focusField(form.current, 'email'));
  };
  useHandover(handover, draft, store, controls, submit);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form ref={form} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {common('subscriptionForm.title')}
      </h2>
      <p className={styles.text}>{common('subscriptionForm.text')}</p>
      <div className={styles.row}>
        <EmailField field={store.email} name="email" label={common('subscriptionForm.label')} required />
        <button ref={button} type="submit" className={buttonClass('accent')} disabled={store.sending}>
          {store.sending ? t('sending') : common('subscriptionForm.submit')}
        </button>
      </div>
    </form>
  );
});

export default SubscriptionForm;
