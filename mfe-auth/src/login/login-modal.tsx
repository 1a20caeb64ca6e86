import { MESSAGE_KEYS, formatPhone, normalizePhone } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowModalProps } from '../auth-environment';
import { Button } from '@jetkiz/web-kit';
import { FormError, PhoneField, TextField } from '@jetkiz/web-kit/forms';
import { Actions, Links, ModalSection, StepForm, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import { loginStoreFor } from './login-store';

export type LoginModalProps = FlowModalProps;

/** Phone and password; links to the password reset and back to the authorization choice (spec §2). */
export const LoginModal = observer(function LoginModal({ env, params }: LoginModalProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const store = loginStoreFor(env);
  const { phone, password } = store.form.fields;
  const phoneRef = useInitialFocus<HTMLInputElement>();
  const busy = store.call.busy;

  useEffect(() => store.prefillPhone(params.phone ? formatPhone(params.phone) : undefined), [store, params.phone]);

  const forgotPassword = () =>
    env.host.modals.open('forgot-password-verify-phone', phone.isValid && phone.value ? { phone: normalizePhone(phone.value) } : {});

  return (
    <ModalSection title={t('login.title')}>
      <StepForm onSubmit={() => void store.logIn()}>
        <PhoneField field={phone} name="phone" label={t('fields.phone')} inputRef={phoneRef} />
        <TextField field={password} name="password" type="password" label={t('fields.password')} autoComplete="current-password" />
        {store.credentialsRejected && <FormError>{t(MESSAGE_KEYS.invalidCredentials, { ns: 'common' })}</FormError>}
        <Actions>
          <Button type="submit" disabled={!store.form.isValid} loading={busy}>
            {t('login.submit')}
          </Button>
        </Actions>
        <Links>
          <Button variant="link" disabled={busy} onClick={forgotPassword}>
            {t('login.forgotPassword')}
          </Button>
          <Button variant="link" disabled={busy} onClick={() => env.host.modals.open('authorization')}>
            {t('actions.back')}
          </Button>
        </Links>
      </StepForm>
    </ModalSection>
  );
});
