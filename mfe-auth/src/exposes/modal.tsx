import type { AuthModalProps } from '@jetkiz/contracts';
import { Suspense } from 'react';
import { AuthModalRoot, authEnvironmentOf } from '../app';
import { useAuthTexts } from '../i18n';

function AuthModalInLanguage({ host, name, params }: AuthModalProps) {
  useAuthTexts();
  return <AuthModalRoot env={authEnvironmentOf(host)} name={name} params={params} />;
}

/** The auth modals the shell's modal host draws: authorization, login, sign-up, password reset, e-mail confirmation. */
export default function Modal(props: AuthModalProps) {
  // The modal's frame is the shell's; its content waits for the page language's texts, a few KB, in an empty frame.
  return (
    <Suspense fallback={null}>
      <AuthModalInLanguage {...props} />
    </Suspense>
  );
}
