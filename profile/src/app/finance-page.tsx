import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { FinanceSection, FinanceStore } from '../finance';
import { useProfileStores } from './stores-context';
import { useRefreshOnReturn } from './use-refresh-on-return';

/** `/finance`: a store per visit; coming back to the tab shows released money and finished payouts. */
export const FinancePage = observer(function FinancePage() {
  const { api, locale } = useProfileStores();
  const [store] = useState(() => new FinanceStore(api));
  const refresh = useCallback(() => void store.load(), [store]);
  useRefreshOnReturn(refresh);
  return <FinanceSection store={store} language={locale.language} />;
});
