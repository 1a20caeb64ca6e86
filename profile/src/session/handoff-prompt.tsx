import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Button } from '@jetkiz/web-kit';
import { useProfileTexts } from '../i18n';
import type { SessionStore } from './session-store';
import styles from './session-notice.module.css';

/** Another account's session offered: the safe answer (stay) has the focus, so a stray Enter changes nothing. */
function SwitchOffer({ session, name }: { session: SessionStore; name: string }) {
  const { t } = useProfileTexts();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => stay.current?.focus(), []);
  return (
    <section className={styles.prompt} role="alertdialog" aria-labelledby="handoff-title" aria-describedby="handoff-text">
      <h2 id="handoff-title">{t('handoff.offerTitle')}</h2>
      <p id="handoff-text">{t('handoff.offerText', { name })}</p>
      <div className={styles.actions}>
        <Button onClick={() => void session.acceptHandoff()}>{t('handoff.switch')}</Button>
        <Button ref={stay} variant="secondary" onClick={() => session.declineHandoff()}>
          {t('handoff.stay', { name })}
        </Button>
      </div>
    </section>
  );
}

/**
 * What came of a hand-over from the site: another account's session waits for the user's choice, or the code no
 * longer worked. Nothing shows otherwise.
 */
export const HandoffPrompt = observer(function HandoffPrompt({ session }: { session: SessionStore }) {
  const { t } = useProfileTexts();
  if (session.offeredToken && session.user) return <SwitchOffer session={session} name={session.user.first_name} />;
  if (session.handoffFailed) {
    return (
      <div className={styles.prompt} role="status">
        <p>{t('handoff.failed')}</p>
        <Button variant="link" onClick={() => session.dismissHandoffFailure()}>
          {t('handoff.dismiss')}
        </Button>
      </div>
    );
  }
  return null;
});
