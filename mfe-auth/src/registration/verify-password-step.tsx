import type { AuthEnvironment } from '../auth-environment';
import { NewPasswordStep } from '../form-controls';
import type { RegistrationStore } from './registration-store';

interface StepProps {
  env: AuthEnvironment;
  store: RegistrationStore;
}

/** register-verify-password: 8–70 characters with a letter and a digit, typed twice (spec §5). */
export function VerifyPasswordStep({ env, store }: StepProps) {
  return (
    <NewPasswordStep
      flow="registration"
      store={store}
      onSubmit={() => void store.checkPassword()}
      onBack={() => env.host.modals.open('register-verify-phone')}
    />
  );
}
