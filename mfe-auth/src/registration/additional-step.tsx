import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment } from '../auth-environment';
import { Button } from '@jetkiz/web-kit';
import { EmailField, TextField } from '@jetkiz/web-kit/forms';
import { ModalSection, StepForm, SubmitAndBack, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import type { RegistrationStore } from './registration-store';

interface StepProps {
  env: AuthEnvironment;
  store: RegistrationStore;
}

/** register-additional: e-mail and first name; creates the account and logs in. */
export const AdditionalStep = observer(function AdditionalStep({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const emailRef = useInitialFocus<HTMLInputElement>();
  const { email, first_name } = store.additionalForm.fields;
  const busy = store.call.busy;
  return (
    <ModalSection title={t('registration.additionalTitle')} lead={t('registration.additionalLead')}>
      <StepForm onSubmit={() => void store.register()}>
        <EmailField field={email} name="email" label={t('fields.email')} inputRef={emailRef}>
          {store.emailTaken && (
            <Button variant="link" disabled={busy} onClick={() => store.logInInstead()}>
              {t('registration.logInInstead')}
            </Button>
          )}
        </EmailField>
        <TextField field={first_name} name="first_name" label={t('fields.firstName')} autoComplete="given-name" />
        <SubmitAndBack
          submitLabel={t('registration.submit')}
          disabled={!store.additionalForm.isValid}
          busy={busy}
          onBack={() => env.host.modals.open('register-verify-password')}
        />
      </StepForm>
    </ModalSection>
  );
});
