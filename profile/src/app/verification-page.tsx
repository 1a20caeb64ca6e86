import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { VerificationSection, VerificationStore, localDraftStorage } from '../verification';
import { useProfileStores } from './stores-context';

/** `/verification`: a store per visit; the draft itself waits in the browser's storage between visits. */
export const VerificationPage = observer(function VerificationPage() {
  const { api, session, locale } = useProfileStores();
  const userId = session.user?.id ?? null;
  const [store] = useState(() =>
    userId === null
      ? null
      : new VerificationStore(api, localDraftStorage(userId), (status) => {
          // the rest of the profile (accepting a request) reads the user's status
          if (session.user && session.user.verification_status !== status)
            session.setUser({ ...session.user, verification_status: status });
        }),
  );
  if (!store) return null;
  return <VerificationSection store={store} language={locale.language} />;
});
