import type { ModalParams } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment } from '../auth-environment';
import { Button, PhoneField } from '@jetkiz/web-kit';
import { Actions, Links, ModalSection, NewPasswordStep, StepForm, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import { SmsCodeStep } from '../sms-code';
import { passwordResetStoreFor, type PasswordResetStore } from './password-reset-store';

export type PasswordResetModalName = 'forgot-password-verify-phone' | 'forgot-password-verify-password' | 'forgot-password-complete';

export interface PasswordResetModalProps {
  env: AuthEnvironment;
  name: PasswordResetModalName;
  params: ModalParams;
}

interface StepProps {
  env: AuthEnvironment;
  store: PasswordResetStore;
}

const PhoneEntry = observer(function PhoneEntry({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const phoneRef = useInitialFocus<HTMLInputElement>();
  const busy = store.call.busy;
  return (
    <ModalSection title={t('passwordReset.phoneTitle')} lead={t('passwordReset.phoneLead')}>
      <StepForm onSubmit={() => void store.sendCode()}>
        <PhoneField field={store.phoneForm.fields.phone} name="phone" label={t('fields.phone')} inputRef={phoneRef} />
        <Actions>
          <Button type="submit" disabled={!store.phoneForm.isValid} loading={busy}>
            {t('passwordReset.sendCode')}
          </Button>
        </Actions>
        <Links>
          <Button variant="link" disabled={busy} onClick={() => env.host.modals.open('login')}>
            {t('actions.back')}
          </Button>
        </Links>
      </StepForm>
    </ModalSection>
  );
});

const VerifyPhoneStep = observer(function VerifyPhoneStep({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  if (store.phoneStep === 'phone') return <PhoneEntry env={env} store={store} />;
  return (
    <SmsCodeStep
      title={t('passwordReset.codeTitle')}
      phone={store.phoneForm.fields.phone.value}
      code={store.codeForm.fields.code}
      countdown={store.countdown}
      busy={store.call.busy}
      onSubmit={() => void store.checkCode()}
      onResend={() => void store.resendCode()}
      onChangePhone={() => store.changePhone()}
    />
  );
});

const VerifyPasswordStep = observer(function VerifyPasswordStep({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <NewPasswordStep
      title={t('passwordReset.passwordTitle')}
      lead={t('passwordReset.passwordLead')}
      passwordLabel={t('fields.newPassword')}
      submitLabel={t('passwordReset.submit')}
      form={store.passwordForm}
      busy={store.call.busy}
      onSubmit={() => void store.resetPassword()}
      onBack={() => env.host.modals.open('forgot-password-verify-phone')}
    />
  );
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
      return <VerifyPasswordStep env={env} store={store} />;
    case 'forgot-password-complete':
      return <CompleteStep env={env} />;
  }
});
