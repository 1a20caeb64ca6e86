import type { HostApi } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
// Trans without its context: the shared react-i18next leaves Trans out (tools/build-config/shared/react-i18next.mjs).
import { Trans } from 'react-i18next/TransWithoutContext';
import { SiteLink, buttonClass } from '@jetkiz/web-kit';
import { EmailField, PhoneField, TextField } from '@jetkiz/web-kit/forms';
import { focusField, ModalContent, modalContentStyles } from '../controls';
import { useTexts } from '../i18n';
import { ContactFormStore } from './contact-form-store';
import styles from './contact-form.module.css';

function ContactFormSent({ onClose }: { onClose: () => void }) {
  const { t } = useTexts('contactForm');
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className={styles.sent} role="status">
      <div className={styles.sentIcon} aria-hidden="true">
        ✓
      </div>
      <h2 ref={titleRef} tabIndex={-1} className={modalContentStyles.title}>
        {t('sent.title')}
      </h2>
      <p className={modalContentStyles.lead}>{t('sent.text')}</p>
      <button type="button" className={buttonClass()} onClick={onClose}>
        {t('sent.close')}
      </button>
    </div>
  );
}

/** The 'call me back' modal (spec §2): the request, then a success view with a close button. */
export const ContactForm = observer(function ContactForm({ host }: { host: HostApi }) {
  const { t, i18n } = useTexts('contactForm');
  const [store] = useState(() => new ContactFormStore(host));
  const formRef = useRef<HTMLFormElement>(null);
  const { fields } = store.form;

  if (store.status === 'sent') return <ContactFormSent onClose={() => host.modals.close()} />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    focusField(formRef.current, await store.submit());
  };
  const sending = store.status === 'sending';

  return (
    <ModalContent title={t('title')} lead={t('lead')}>
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-busy={sending}>
        <TextField field={fields.first_name} name="first_name" label={t('name')} required autoComplete="given-name" />
        <PhoneField field={fields.phone} name="phone" label={t('phone')} required />
        <EmailField field={fields.email} name="email" label={t('email')} hint={t('emailHint')} />
        <TextField field={fields.question} name="question" label={t('question')} rows={4} hint={t('questionHint')} />
        <button type="submit" className={buttonClass()} disabled={sending}>
          {sending ? t('sending') : t('submit')}
        </button>
        <p className={styles.consent}>
          <Trans
            t={t}
            i18n={i18n}
            i18nKey="consent"
            components={{
              policy: <SiteLink navigation={host.navigation} to="/confidentiality-policy" onNavigate={() => host.modals.close()} />,
            }}
          />
        </p>
      </form>
    </ModalContent>
  );
});
