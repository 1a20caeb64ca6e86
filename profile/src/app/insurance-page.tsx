import { openPrivatePage } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { InsuranceSection, InsuranceStore } from '../insurance';
import { useProfileStores } from './stores-context';
import { useRefreshOnReturn } from './use-refresh-on-return';

/** `/insurance`: a store per visit; coming back to the tab (or from the checkout) shows issued policies. */
export const InsurancePage = observer(function InsurancePage() {
  const { api, locale, session } = useProfileStores();
  const [store] = useState(() => new InsuranceStore(api, (url) => openPrivatePage(url, session.token)));
  const refresh = useCallback(() => void store.load(), [store]);
  useRefreshOnReturn(refresh);
  return <InsuranceSection store={store} language={locale.language} />;
});
