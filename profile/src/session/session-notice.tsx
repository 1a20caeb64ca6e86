import { useEffect, useRef } from 'react';
import { useProfileTexts } from '../i18n';
import type { SiteLinks } from '../locale';
import { ButtonLink } from '@jetkiz/web-kit';
import styles from './session-notice.module.css';

export type SessionNoticeReason = 'anonymous' | 'expired' | 'loggedOut';

interface SessionNoticeProps {
  reason: SessionNoticeReason;
  links: SiteLinks;
}

/** No token, a 401, or a logout: the profile cannot show anything, so it says why and leads to the site's login. */
export function SessionNotice({ reason, links }: SessionNoticeProps) {
  const { t } = useProfileTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [reason]);
  return (
    <section className={styles.notice} aria-labelledby="session-notice-title">
      <h1 id="session-notice-title" ref={heading} tabIndex={-1}>
        {t(`session.${reason}.title`)}
      </h1>
      <p>{t(`session.${reason}.text`)}</p>
      <div className={styles.actions}>
        <ButtonLink href={links.login}>{t('session.logIn')}</ButtonLink>
        <ButtonLink href={links.home} variant="secondary">
          {t('session.toSite')}
        </ButtonLink>
      </div>
    </section>
  );
}
