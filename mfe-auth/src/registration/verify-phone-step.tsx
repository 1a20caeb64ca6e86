import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment } from '../auth-environment';
import { Button } from '@jetkiz/web-kit';
import { AUTH_NAMESPACE } from '../i18n';
import { PhoneCodeSteps } from '../sms-code';
import type { RegistrationStore } from './registration-store';

interface StepProps {
  env: AuthEnvironment;
  store: RegistrationStore;
}

/** register-verify-phone: the phone, then the SMS code sent to it. */
export const VerifyPhoneStep = observer(function VerifyPhoneStep({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <PhoneCodeSteps flow="registration" step={store.phoneStep} onBack={() => env.host.modals.open('authorization')}>
      {store.phoneTaken && (
        <Button variant="link" disabled={store.call.busy} onClick={() => store.logInInstead()}>
          {t('registration.logInInstead')}
        </Button>
      )}
    </PhoneCodeSteps>
  );
});
