import type { SchedulePageProps } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TravelerCardView } from '../traveler-card';
import { TravelerChoiceStore, TravelerChoiceView } from '../traveler-choice';
import { partsOfSample } from './card-parts';
import { RouteBoard } from './route-board';
import { useCityNames } from './use-city-names';

/** schedule/{id}: the traveler choice, its cards, and the route's board while nobody fits. */
const ParcelPage = observer(function ParcelPage({ host, parcelId, searchParams }: SchedulePageProps) {
  const [store] = useState(() => new TravelerChoiceStore(host, parcelId ?? '', searchParams.get('guest_token')));
  const { cityName } = useCityNames(host);
  return (
    <TravelerChoiceView
      store={store}
      host={host}
      cityName={cityName}
      renderCard={(card, action) => <TravelerCardView {...partsOfSample(card)} language={host.locale.language} action={action} />}
      routeBoard={({ from, to }) => <RouteBoard host={host} from={from} to={to} cityName={cityName} />}
    />
  );
});

export default ParcelPage;
