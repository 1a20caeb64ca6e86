import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { AuthEnvironment, FlowModalProps } from '../auth-environment';
import { NewPasswordStep } from '../form-controls';
import { AdditionalStep } from './additional-step';
import { CompleteStep } from './complete-step';
import { registrationStoreFor } from './registration-store';
import { VerifyPhoneStep } from './verify-phone-step';

export type RegistrationModalName = 'register-verify-phone' | 'register-verify-password' | 'register-additional' | 'register-complete';

export interface RegistrationModalProps extends FlowModalProps {
  name: RegistrationModalName;
}

/** Opens the first step the draft has not reached yet, e.g. for a link straight into a later one. */
function EarlierStep({ env, name }: { env: AuthEnvironment; name: RegistrationModalName }) {
  useEffect(() => env.host.modals.open(name), [env, name]);
  return null;
}

/** The four sign-up modals of spec §2 over one registration draft. */
export const RegistrationModal = observer(function RegistrationModal({ env, name, params }: RegistrationModalProps) {
  const store = registrationStoreFor(env);
  switch (name) {
    case 'register-verify-phone':
      return <VerifyPhoneStep env={env} store={store} />;
    case 'register-verify-password':
      if (!store.reachedPassword) return <EarlierStep env={env} name="register-verify-phone" />;
      return <NewPasswordStep flow="registration" env={env} store={store} />;
    case 'register-additional':
      if (!store.reachedAdditional)
        return <EarlierStep env={env} name={store.reachedPassword ? 'register-verify-password' : 'register-verify-phone'} />;
      return <AdditionalStep env={env} store={store} />;
    case 'register-complete':
      return <CompleteStep env={env} params={params} />;
  }
});
