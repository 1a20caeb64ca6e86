import type { HostApi } from '@jetkiz/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@jetkiz/web-kit';
import { Actions, ModalSection, useInitialFocus } from '../form-controls';
import { AUTH_NAMESPACE } from '../i18n';
import styles from './authorization-choice.module.css';

/** authorization: sign up or log in; social login is shown but not offered yet (spec §2). */
export function AuthorizationChoice({ host }: { host: HostApi }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const signUpRef = useInitialFocus<HTMLButtonElement>();
  return (
    <ModalSection title={t('authorization.title')} lead={t('authorization.lead')}>
      <Actions>
        <Button ref={signUpRef} onClick={() => host.modals.open('register-verify-phone')}>
          {t('authorization.signUp')}
        </Button>
        <Button variant="secondary" onClick={() => host.modals.open('login')}>
          {t('authorization.logIn')}
        </Button>
      </Actions>
      <p className={styles.social}>
        <button type="button" className={styles.socialButton} disabled>
          {t('authorization.social')}
        </button>
      </p>
    </ModalSection>
  );
}
