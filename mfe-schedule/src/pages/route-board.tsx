import type { HostApi } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TravelerCardView } from '../traveler-card';
import { TripBoardStore, TripBoardView } from '../trip-board';
import { partsOfTrip } from './card-parts';
import { useTravelerReviews } from './use-traveler-reviews';

interface RouteBoardProps {
  host: HostApi;
  from: number;
  to: number;
  cityName: (id: number) => string;
}

/** The public trips of one route, beside a parcel nobody fits yet. */
export const RouteBoard = observer(function RouteBoard({ host, from, to, cityName }: RouteBoardProps) {
  const [store] = useState(() => new TripBoardStore(host, { search: { from: String(from), to: String(to) }, perPage: 5 }));
  const reviews = useTravelerReviews(host);
  return (
    <>
      <TripBoardView
        store={store}
        mode="route"
        headingLevel={3}
        renderTrip={(trip, action) => (
          <TravelerCardView
            {...partsOfTrip(trip, cityName)}
            language={host.locale.language}
            action={action}
            onOpenReviews={() => reviews.open(trip.traveler)}
          />
        )}
      />
      {reviews.dialog}
    </>
  );
});
