import type { SchedulePageProps } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TravelerCardView } from '../traveler-card';
import { TravelerChoiceStore, TravelerChoiceView } from '../traveler-choice';
import { partsOfSample } from './card-parts';
import { RouteBoard } from './route-board';
import { useCityNames } from './use-city-names';
import { useTravelerReviews } from './use-traveler-reviews';

/** schedule/{id}: the traveler choice, its cards, and the route's board while nobody fits. */
const ParcelPage = observer(function ParcelPage({ host, parcelId, searchParams }: SchedulePageProps) {
  const [store] = useState(() => new TravelerChoiceStore(host, parcelId ?? '', searchParams.get('guest_token')));
  const { cityName } = useCityNames(host);
  const reviews = useTravelerReviews(host);
  return (
    <>
      <TravelerChoiceView
        store={store}
        host={host}
        cityName={cityName}
        renderCard={(card, action) => {
          const parts = partsOfSample(card);
          return (
            <TravelerCardView
              {...parts}
              language={host.locale.language}
              action={action}
              onOpenReviews={() => reviews.open(parts.traveler)}
            />
          );
        }}
        routeBoard={({ from, to }) => <RouteBoard host={host} from={from} to={to} cityName={cityName} />}
      />
      {reviews.dialog}
    </>
  );
});

export default ParcelPage;
