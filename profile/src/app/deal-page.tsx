import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { DealSection, DealStore } from '../deal';
import { NotFoundPage } from './not-found-page';
import { useProfileStores } from './stores-context';
import { useRefreshOnReturn } from './use-refresh-on-return';

const BIND_ID = /^[1-9]\d{0,14}$/;

/** `/deals/:id`: a store per deal; coming back to the tab (or from the checkout) shows where it stands now. */
export const DealPage = observer(function DealPage() {
  const { id = '' } = useParams();
  if (!BIND_ID.test(id)) return <NotFoundPage />;
  return <DealOf bindId={Number(id)} key={id} />;
});

const DealOf = observer(function DealOf({ bindId }: { bindId: number }) {
  const { api, session, locale, cities } = useProfileStores();
  const [store] = useState(() => new DealStore(api, bindId));
  useEffect(() => void cities.load(), [cities]);
  const refresh = useCallback(() => void store.load(), [store]);
  useRefreshOnReturn(refresh);
  return (
    <DealSection
      store={store}
      language={locale.language}
      cityName={(cityId) => cities.nameOf(cityId, locale.language)}
      verified={session.user?.verification_status === 'verified'}
    />
  );
});
