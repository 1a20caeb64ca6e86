import { Button } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useCommonTexts, useProfileTexts } from '../i18n';
import { formatDate } from '../locale';
import type { LanguageCode } from '@jetkiz/contracts';
import { StatusBadge, type BadgeTone } from '../ui';
import styles from './verification.module.css';
import type { VerificationStore } from './verification-store';

const TONE: Readonly<Record<string, BadgeTone>> = { not_started: 'neutral', pending: 'pending', verified: 'success', rejected: 'failure' };

interface StatusProps {
  store: VerificationStore;
  language: LanguageCode;
  /** where the user came from to get verified (e.g. a request to accept) */
  returnTo: string | null;
}

/** Where the verification stands: checking, verified (with the way back to the action), or rejected with the reasons. */
export const VerificationStatus = observer(function VerificationStatus({ store, language, returnTo }: StatusProps) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  const verification = store.verification;
  if (!verification) return null;
  const { status } = verification;
  return (
    <div className={styles.status}>
      <p role="status">
        <StatusBadge tone={TONE[status] ?? 'neutral'}>{t(`verification.status.${status}`)}</StatusBadge>
      </p>
      {status !== 'not_started' && !store.showsQuestionnaire && <p>{t(`verification.explain.${status}`)}</p>}
      {verification.submitted_at && status === 'pending' && (
        <p className={styles.hint}>
          {t('verification.submittedAt', { date: formatDate(verification.submitted_at.slice(0, 10), language) })}
        </p>
      )}
      {status === 'rejected' && !store.showsQuestionnaire && (
        <>
          {verification.reasons && verification.reasons.length > 0 && (
            <>
              <p>{t('verification.reasonsTitle')}</p>
              <ul aria-label={t('verification.reasonsTitle')}>
                {verification.reasons.map((reason) => (
                  <li key={reason}>{common.t(reason)}</li>
                ))}
              </ul>
            </>
          )}
          <Button onClick={() => store.startAgain()}>{t('verification.startAgain')}</Button>
        </>
      )}
      {status === 'verified' && returnTo && <Link to={returnTo}>{t('verification.backToAction')}</Link>}
    </div>
  );
});
