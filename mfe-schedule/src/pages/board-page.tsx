import type { SchedulePageProps } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { BoardSearchForm, TripBoardPage, TripBoardStore, type BoardSearch } from '../trip-board';
import { TravelerBoard } from './traveler-board';
import { useCityNames } from './use-city-names';

/** The board's search in the page's address, so a search can be shared and survives a reload. */
function addressOf(search: BoardSearch, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value) query.set(name, value);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/schedule?${text}` : '/schedule';
}

/** schedule: the public board of upcoming trips. */
const BoardPage = observer(function BoardPage({ host, searchParams }: SchedulePageProps) {
  const { cities, cityName } = useCityNames(host);
  const [store] = useState(
    () =>
      new TripBoardStore(host, {
        search: { from: searchParams.get('from') ?? '', to: searchParams.get('to') ?? '', date: searchParams.get('date') ?? '' },
        page: Number(searchParams.get('page')) || 1,
        onSearch: (search, page) => host.navigation.go(addressOf(search, page), { replace: true }),
      }),
  );
  return (
    <TripBoardPage>
      <TravelerBoard
        host={host}
        cityName={cityName}
        store={store}
        mode="public"
        search={<BoardSearchForm store={store} cities={cities} language={host.locale.language} />}
      />
    </TripBoardPage>
  );
});

export default BoardPage;
