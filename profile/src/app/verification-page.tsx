import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { VerificationSection, VerificationStore, localDraftStorage } from '../verification';
import { useProfileStores } from './stores-context';

/** `/verification`: a store per visit; the draft itself waits in the browser's storage between visits. */
export const VerificationPage = observer(function VerificationPage() {
  const { api, session, locale } = useProfileStores();
  const userId = session.user?.id ?? null;
  const [store] = useState(() => (userId === null ? null : new VerificationStore(api, localDraftStorage(userId))));
  if (!store) return null;
  return <VerificationSection store={store} language={locale.language} />;
});
