import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment } from '../auth-environment';
import { Button, PhoneField } from '@jetkiz/web-kit';
import { Actions, Links, ModalSection, StepForm, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import { SmsCodeStep } from '../sms-code';
import type { RegistrationStore } from './registration-store';

interface StepProps {
  env: AuthEnvironment;
  store: RegistrationStore;
}

const PhoneEntry = observer(function PhoneEntry({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const phoneRef = useInitialFocus<HTMLInputElement>();
  const { phone } = store.phoneForm.fields;
  const busy = store.call.busy;
  return (
    <ModalSection title={t('registration.phoneTitle')} lead={t('registration.phoneLead')}>
      <StepForm onSubmit={() => void store.sendCode()}>
        <PhoneField field={phone} name="phone" label={t('fields.phone')} inputRef={phoneRef}>
          {store.phoneTaken && (
            <Button variant="link" disabled={busy} onClick={() => store.logInInstead()}>
              {t('registration.logInInstead')}
            </Button>
          )}
        </PhoneField>
        <Actions>
          <Button type="submit" disabled={!store.phoneForm.isValid} loading={busy}>
            {t('registration.sendCode')}
          </Button>
        </Actions>
        <Links>
          <Button variant="link" disabled={busy} onClick={() => env.host.modals.open('authorization')}>
            {t('actions.back')}
          </Button>
        </Links>
      </StepForm>
    </ModalSection>
  );
});

/** register-verify-phone: the phone, then the SMS code sent to it. */
export const VerifyPhoneStep = observer(function VerifyPhoneStep({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  if (store.phoneStep === 'phone') return <PhoneEntry env={env} store={store} />;
  return (
    <SmsCodeStep
      title={t('registration.codeTitle')}
      phone={store.phoneForm.fields.phone.value}
      code={store.codeForm.fields.code}
      countdown={store.countdown}
      busy={store.call.busy}
      onSubmit={() => void store.confirmCode()}
      onResend={() => void store.resendCode()}
      onChangePhone={() => store.changePhone()}
    />
  );
});
