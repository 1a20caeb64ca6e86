import { openPrivatePage } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { CHAT_ANCHOR, ChatSection, ChatStore } from '../chat';
import { DealSection, DealStore } from '../deal';
import { DealInsurance, InsuranceStore } from '../insurance';
import { ReviewSection, ReviewStore } from '../review';
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
  const { api, session, locale, cities, chats, chatStream } = useProfileStores();
  const { hash } = useLocation();
  const [store] = useState(() => new DealStore(api, bindId));
  const [chat] = useState(() => new ChatStore(api, bindId, { stream: chatStream, onRead: () => void chats.load() }));
  const [review] = useState(() => new ReviewStore(api, bindId, () => store.load()));
  const [insurance] = useState(() => new InsuranceStore(api, (url) => openPrivatePage(url, session.token)));
  useEffect(() => void cities.load(), [cities]);
  const refresh = useCallback(() => void store.load(), [store]);
  useRefreshOnReturn(refresh);
  return (
    <DealSection
      store={store}
      language={locale.language}
      cityName={(cityId) => cities.nameOf(cityId, locale.language)}
      verified={session.user?.verification_status === 'verified'}
      review={(deal) => <ReviewSection deal={deal} store={review} language={locale.language} />}
      deliveryUrl={locale.links.delivery}
      insurance={(deal, className) => (
        <DealInsurance
          deal={deal}
          store={insurance}
          language={locale.language}
          insuranceUrl={locale.links.insurance}
          className={className}
        />
      )}
      chat={(deal) => (
        <ChatSection store={chat} language={locale.language} otherName={deal.other_party.first_name} focused={hash === `#${CHAT_ANCHOR}`} />
      )}
    />
  );
});
