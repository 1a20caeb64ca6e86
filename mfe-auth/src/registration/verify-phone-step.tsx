import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment } from '../auth-environment';
import { Actions, LinkButton, Links, ModalSection, PHONE_FIELD_MASK, StepForm, SubmitButton, TextField, useInitialFocus } from '../form-controls';
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
        <TextField
          field={phone}
          name="phone"
          type="tel"
          label={t('fields.phone')}
          autoComplete="tel"
          inputMode="tel"
          placeholder="+7 (___) ___-__-__"
          mask={PHONE_FIELD_MASK}
          inputRef={phoneRef}
        >
          {store.phoneTaken && (
            <LinkButton disabled={busy} onClick={() => store.logInInstead()}>
              {t('registration.logInInstead')}
            </LinkButton>
          )}
        </TextField>
        <Actions>
          <SubmitButton disabled={!store.phoneForm.isValid} busy={busy}>
            {t('registration.sendCode')}
          </SubmitButton>
        </Actions>
        <Links>
          <LinkButton disabled={busy} onClick={() => env.host.modals.open('authorization')}>
            {t('actions.back')}
          </LinkButton>
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
