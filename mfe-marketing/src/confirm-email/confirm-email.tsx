import type { HostApi } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { ProfileLink, SiteLink, buttonClass } from '@jetkiz/web-kit';
import { pageStyles } from '../controls';
import { useTexts } from '../i18n';
import { ConfirmEmailStore } from './confirm-email-store';

function tokenOfLink(): string | null {
  return new URLSearchParams(window.location.search).get('token')?.trim() || null;
}

/** `confirm-email?token=…`: confirms through the API and says how it went. */
export const ConfirmEmail = observer(function ConfirmEmail({ host }: { host: HostApi }) {
  const { t } = useTexts('confirmEmail');
  const [store] = useState(() => new ConfirmEmailStore(host, tokenOfLink()));

  useEffect(() => {
    void store.confirm();
  }, [store]);

  const { state } = store;
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('title')}</h1>
      <div role="status" aria-live="polite">
        {state === 'checking' ? (
          <p className={pageStyles.lead}>{t('checking')}</p>
        ) : (
          <>
            <h2 className={pageStyles.sectionTitle}>{t(`${state}.title`)}</h2>
            <p className={pageStyles.text}>{t(`${state}.text`)}</p>
          </>
        )}
      </div>
      <div className={pageStyles.actions}>
        {state === 'failed' && (
          <button type="button" className={buttonClass()} onClick={() => void store.retry()}>
            {t('retry')}
          </button>
        )}
        {state !== 'checking' && (
          <>
            <ProfileLink navigation={host.navigation} className={buttonClass(state === 'failed' ? 'secondary' : 'primary')}>
              {t('toProfile')}
            </ProfileLink>
            <SiteLink navigation={host.navigation} to="/" className={buttonClass('secondary')}>
              {t('toHome')}
            </SiteLink>
          </>
        )}
      </div>
    </div>
  );
});
