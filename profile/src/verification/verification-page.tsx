import type { LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { LoadFailedState, LoadingState, Section, useLoadedPage } from '../ui';
import { Questionnaire } from './questionnaire';
import { VerificationStatus } from './verification-status';
import { safeReturnPath } from './verification-steps';
import type { VerificationStore } from './verification-store';

/** How often a pending verification is asked about: the local check decides within seconds. */
export const PENDING_POLL_MS = 3000;

interface VerificationSectionProps {
  store: VerificationStore;
  language: LanguageCode;
  pollMs?: number;
}

/** `/verification`: the status, and the questionnaire until it is submitted (or again after a rejection). */
export const VerificationSection = observer(function VerificationSection({
  store,
  language,
  pollMs = PENDING_POLL_MS,
}: VerificationSectionProps) {
  const { t } = useProfileTexts();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = safeReturnPath(new URLSearchParams(location.search).get('return_to'));
  useLoadedPage(t('verification.title'), store);

  const pending = store.status === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void store.load(), pollMs);
    return () => clearInterval(timer);
  }, [pending, store, pollMs]);

  const verifiedWithReturn = store.status === 'verified' && returnTo !== null;
  useEffect(() => {
    // the action that needed verification waits for the user: take them back to it
    if (verifiedWithReturn && returnTo) navigate(returnTo, { replace: true });
  }, [verifiedWithReturn, returnTo, navigate]);

  return (
    <Section id="verification" title={t('verification.title')} level={1}>
      <p>{t('verification.why')}</p>
      {store.loadState === 'loading' && <LoadingState label={t('verification.loading')} />}
      {store.loadState === 'failed' && <LoadFailedState title={t('verification.failed')} onRetry={() => void store.load()} />}
      {store.loadState === 'ready' && (
        <>
          <VerificationStatus store={store} language={language} returnTo={returnTo} />
          {store.showsQuestionnaire && <Questionnaire store={store} />}
        </>
      )}
    </Section>
  );
});
