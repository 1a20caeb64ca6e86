import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button } from '@jetkiz/web-kit';
import { useCommonTexts, useProfileTexts } from '../i18n';
import { InlineConfirm, InlineError } from '../ui';
import type { SessionStore } from './session-store';

/** 'Log out on all devices' (issue 15 item 13): every session of the account ends, this one too. */
export const LogoutEverywhere = observer(function LogoutEverywhere({ session }: { session: SessionStore }) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setFailed(false);
    try {
      await session.logoutEverywhere();
    } catch {
      setFailed(true);
    }
  };
  return (
    <div>
      {asking ? (
        <InlineConfirm
          question={t('logoutEverywhere.question')}
          confirmLabel={session.loggingOut ? t('layout.loggingOut') : t('logoutEverywhere.confirm')}
          keepLabel={t('logoutEverywhere.keep')}
          busy={session.loggingOut}
          onConfirm={() => void confirm()}
          onKeep={() => setAsking(false)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('logoutEverywhere.button')}
        </Button>
      )}
      {failed && <InlineError>{common.t('somethingWentWrong')}</InlineError>}
    </div>
  );
});
