import type { HostApi } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { TripBoardStore } from '../trip-board';
import { TravelerBoard } from './traveler-board';

interface RouteBoardProps {
  host: HostApi;
  from: number;
  to: number;
  cityName: (id: number) => string;
}

/** The public trips of one route, beside a parcel nobody fits yet. */
export const RouteBoard = observer(function RouteBoard({ host, from, to, cityName }: RouteBoardProps) {
  const [store] = useState(() => new TripBoardStore(host, { search: { from: String(from), to: String(to) }, perPage: 5 }));
  return <TravelerBoard host={host} cityName={cityName} store={store} mode="route" headingLevel={3} />;
});
