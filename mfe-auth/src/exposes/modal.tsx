import type { AuthModalProps } from '@jetkiz/contracts';
import { AuthModalRoot, authEnvironmentOf } from '../app';
import { registerAuthTranslations } from '../i18n';

registerAuthTranslations();

/** The auth modals the shell's modal host draws: authorization, login, sign-up, password reset, e-mail confirmation. */
export default function Modal({ host, name, params }: AuthModalProps) {
  return <AuthModalRoot env={authEnvironmentOf(host)} name={name} params={params} />;
}
