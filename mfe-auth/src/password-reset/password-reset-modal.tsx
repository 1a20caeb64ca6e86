import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment, FlowModalProps } from '../auth-environment';
import { Button } from '@jetkiz/web-kit';
import { Actions, ModalSection, NewPasswordStep, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import { PhoneCodeSteps } from '../sms-code';
import { passwordResetStoreFor, type PasswordResetStore } from './password-reset-store';

export type PasswordResetModalName = 'forgot-password-verify-phone' | 'forgot-password-verify-password' | 'forgot-password-complete';

export interface PasswordResetModalProps extends FlowModalProps {
  name: PasswordResetModalName;
}

interface StepProps {
  env: AuthEnvironment;
  store: PasswordResetStore;
}

const VerifyPhoneStep = observer(function VerifyPhoneStep({ env, store }: StepProps) {
  return <PhoneCodeSteps flow="passwordReset" step={store.phoneStep} onBack={() => env.host.modals.open('login')} />;
});

/**
 * forgot-password-complete: 'to cabinet' hands the new session to the profile host (spec §4) through a one-time code,
 * never the token itself in an address (issue 15 item 9).
 */
const CompleteStep = observer(function CompleteStep({ env }: { env: AuthEnvironment }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const buttonRef = useInitialFocus<HTMLButtonElement>();
  const [leaving, setLeaving] = useState(false);
  const toCabinet = async () => {
    setLeaving(true);
    env.leave(await env.host.navigation.profileHandoffUrl('/'));
  };
  return (
    <ModalSection title={t('passwordReset.completeTitle')} lead={t('passwordReset.completeLead')}>
      <Actions>
        <Button ref={buttonRef} onClick={() => void toCabinet()} loading={leaving}>
          {t('passwordReset.toCabinet')}
        </Button>
      </Actions>
    </ModalSection>
  );
});

function EarlierStep({ env }: { env: AuthEnvironment }) {
  useEffect(() => env.host.modals.open('forgot-password-verify-phone'), [env]);
  return null;
}

/** The three password-reset modals of spec §2 over one reset draft. */
export const PasswordResetModal = observer(function PasswordResetModal({ env, name, params }: PasswordResetModalProps) {
  const store = passwordResetStoreFor(env);
  useEffect(() => {
    if (name === 'forgot-password-verify-phone') store.prefillPhone(params.phone);
  }, [store, name, params.phone]);
  switch (name) {
    case 'forgot-password-verify-phone':
      return <VerifyPhoneStep env={env} store={store} />;
    case 'forgot-password-verify-password':
      if (!store.reachedPassword) return <EarlierStep env={env} />;
      return <NewPasswordStep flow="passwordReset" env={env} store={store} />;
    case 'forgot-password-complete':
      return <CompleteStep env={env} />;
  }
});
