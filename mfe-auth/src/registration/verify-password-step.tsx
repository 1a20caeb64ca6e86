import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AuthEnvironment } from '../auth-environment';
import { NewPasswordStep } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import type { RegistrationStore } from './registration-store';

interface StepProps {
  env: AuthEnvironment;
  store: RegistrationStore;
}

/** register-verify-password: 8–70 characters with a letter and a digit, typed twice (spec §5). */
export const VerifyPasswordStep = observer(function VerifyPasswordStep({ env, store }: StepProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <NewPasswordStep
      title={t('registration.passwordTitle')}
      lead={t('registration.passwordLead')}
      passwordLabel={t('fields.password')}
      submitLabel={t('actions.next')}
      form={store.passwordForm}
      busy={store.call.busy}
      onSubmit={() => void store.checkPassword()}
      onBack={() => env.host.modals.open('register-verify-phone')}
    />
  );
});
