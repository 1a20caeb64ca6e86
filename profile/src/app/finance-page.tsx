import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { FinanceSection, FinanceStore, PayoutCardStore } from '../finance';
import { useProfileStores } from './stores-context';
import { useRefreshOnReturn } from './use-refresh-on-return';

/** `/finance`: a store per visit; coming back to the tab shows released money and finished payouts. */
export const FinancePage = observer(function FinancePage() {
  const { api, locale } = useProfileStores();
  const [store] = useState(() => new FinanceStore(api));
  const [payoutCard] = useState(() => new PayoutCardStore(api));
  // the provider's card page sends the browser back here: the card is read again with the rest
  const refresh = useCallback(() => {
    void store.load();
    void payoutCard.card.load();
  }, [store, payoutCard]);
  useRefreshOnReturn(refresh);
  return <FinanceSection store={store} payoutCard={payoutCard} language={locale.language} />;
});
