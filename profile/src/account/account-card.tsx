import { formatPhone } from '@jetkiz/contracts';
import type { User } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useCommonTexts, useProfileTexts } from '../i18n';
import { Button, TitledSection } from '@jetkiz/web-kit';
import { InlineError, StatusBadge } from '../ui';
import styles from './account-card.module.css';
import type { EmailConfirmationStore } from './email-confirmation-store';

interface AccountCardProps {
  user: User;
  emailConfirmation: EmailConfirmationStore;
}

const EmailConfirmation = observer(function EmailConfirmation({ user, store }: { user: User; store: EmailConfirmationStore }) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  return (
    <div className={styles.confirmation}>
      <p>{t('account.confirmHint')}</p>
      <div>
        <Button variant="secondary" onClick={() => void store.send()} disabled={!store.canSend} aria-describedby="email-resend-state">
          {store.status === 'sending' ? t('account.sending') : t('account.resend')}
        </Button>
      </div>
      <div id="email-resend-state" aria-live="polite">
        {store.status === 'sent' && <p>{t('account.sent', { email: user.email })}</p>}
        {store.countdown.isRunning && <p className={styles.hint}>{t('account.resendIn', { time: store.countdown.clock })}</p>}
      </div>
      {store.status === 'failed' && store.errorKey && <InlineError>{common.t(store.errorKey)}</InlineError>}
    </div>
  );
});

/** The user: first name, phone, e-mail with its confirmation state and 'send the link again'. */
export const AccountCard = observer(function AccountCard({ user, emailConfirmation }: AccountCardProps) {
  const { t } = useProfileTexts();
  return (
    <TitledSection className={styles.card} title={t('account.title')}>
      <dl className={styles.details}>
        <dt>{t('account.firstName')}</dt>
        <dd>{user.first_name}</dd>
        <dt>{t('account.phone')}</dt>
        <dd>{formatPhone(user.phone_number)}</dd>
        <dt>{t('account.email')}</dt>
        <dd className={styles.email}>
          <span>{user.email}</span>
          {user.email_confirmed ? (
            <StatusBadge tone="success">{t('account.emailConfirmed')}</StatusBadge>
          ) : (
            <StatusBadge tone="pending">{t('account.emailNotConfirmed')}</StatusBadge>
          )}
        </dd>
      </dl>
      {!user.email_confirmed && <EmailConfirmation user={user} store={emailConfirmation} />}
    </TitledSection>
  );
});
