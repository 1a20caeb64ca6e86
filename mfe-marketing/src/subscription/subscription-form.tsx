import type { HostApi } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '@jetkiz/web-kit';
import { EmailField } from '@jetkiz/web-kit/forms';
import { focusField } from '../controls';
import { useTexts } from '../i18n';
import { SubscriptionStore } from './subscription-store';
import styles from './subscription-form.module.css';

/** The subscription form the shell's footer shows in its slot. */
const SubscriptionForm = observer(function SubscriptionForm({ host }: { host: HostApi }) {
  const { t } = useTexts('subscription');
  const [store] = useState(() => new SubscriptionStore(host));
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) focusField(formRef.current, 'email');
  };

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.row}>
        <EmailField field={store.email} name="email" label={t('label')} required />
        <button type="submit" className={buttonClass('accent')} disabled={store.sending}>
          {store.sending ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
});

export default SubscriptionForm;
