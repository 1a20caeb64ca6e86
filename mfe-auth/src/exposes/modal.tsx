import type { AuthModalProps } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE, registerAuthTranslations } from '../i18n';

registerAuthTranslations();

/** The authorization choice; the sign-up, login and reset flows come in the auth issue. */
export default function Modal({ host }: AuthModalProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <section aria-labelledby="authorization-title">
      <h2 id="authorization-title">{t('authorization.title')}</h2>
      <button type="button" onClick={() => host.modals.open('register-verify-phone')}>
        {t('authorization.signUp')}
      </button>{' '}
      <button type="button" onClick={() => host.modals.open('login')}>
        {t('authorization.logIn')}
      </button>
      <p>
        <button type="button" disabled>
          {t('authorization.social')}
        </button>
      </p>
    </section>
  );
}
