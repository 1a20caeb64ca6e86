import type { AuthModalName } from '@jetkiz/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowModalProps } from '../auth-environment';
import { AuthorizationChoice } from '../authorization';
import { AUTH_NAMESPACE } from '../i18n';

// Each flow is its own chunk: opening the authorization choice loads none of them.
const LoginModal = lazy(() => import('../login').then((flow) => ({ default: flow.LoginModal })));
const RegistrationModal = lazy(() => import('../registration').then((flow) => ({ default: flow.RegistrationModal })));
const PasswordResetModal = lazy(() => import('../password-reset').then((flow) => ({ default: flow.PasswordResetModal })));
const EmailConfirmationModal = lazy(() => import('../email-confirmation').then((flow) => ({ default: flow.EmailConfirmationModal })));

export interface AuthModalRootProps extends FlowModalProps {
  name: AuthModalName;
}

function FlowLoading() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return <p role="status">{t('loading')}</p>;
}

function Flow({ env, name, params }: AuthModalRootProps) {
  switch (name) {
    case 'authorization':
      return <AuthorizationChoice host={env.host} />;
    case 'login':
      return <LoginModal env={env} params={params} />;
    case 'register-verify-phone':
    case 'register-verify-password':
    case 'register-additional':
    case 'register-complete':
      return <RegistrationModal env={env} name={name} params={params} />;
    case 'forgot-password-verify-phone':
    case 'forgot-password-verify-password':
    case 'forgot-password-complete':
      return <PasswordResetModal env={env} name={name} params={params} />;
    case 'email-confirmation':
      return <EmailConfirmationModal env={env} params={params} />;
  }
}

/** Draws the auth modal the shell opened, by name. */
export function AuthModalRoot(props: AuthModalRootProps) {
  return (
    <Suspense fallback={<FlowLoading />}>
      <Flow {...props} />
    </Suspense>
  );
}
