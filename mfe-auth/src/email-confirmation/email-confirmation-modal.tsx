import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FlowModalProps } from '../auth-environment';
import { destinationFromParams, followDestination } from '../destination';
import { Button } from '@jetkiz/web-kit';
import { Actions, ModalSection, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import { emailConfirmationStoreFor } from './email-confirmation-store';
import styles from './email-confirmation-modal.module.css';

export type EmailConfirmationModalProps = FlowModalProps;

/** The e-mail is not confirmed yet: resend the link (blocked while its countdown runs), then go on. */
export const EmailConfirmationModal = observer(function EmailConfirmationModal({ env, params }: EmailConfirmationModalProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const store = emailConfirmationStoreFor(env);
  const continueRef = useInitialFocus<HTMLButtonElement>();
  const email = env.host.session.user?.email;
  const goOn = () => followDestination(env, destinationFromParams(params, env.host.navigation.profileUrl('/')));
  return (
    <ModalSection
      title={t('emailConfirmation.title')}
      lead={email ? t('emailConfirmation.leadTo', { email }) : t('emailConfirmation.lead')}
    >
      {store.countdown.isRunning && (
        <p className={styles.countdown} role="timer" aria-live="off">
          {t('emailConfirmation.resendIn', { time: store.countdown.clock })}
        </p>
      )}
      <Actions>
        <Button ref={continueRef} disabled={store.call.busy} onClick={goOn}>
          {t('emailConfirmation.continue')}
        </Button>
        <Button variant="secondary" disabled={!store.canSend} onClick={() => void store.sendLink()}>
          {t('emailConfirmation.resend')}
        </Button>
      </Actions>
    </ModalSection>
  );
});
