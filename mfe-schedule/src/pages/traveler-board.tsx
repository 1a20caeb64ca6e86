import type { HostApi } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { TravelerCardView } from '../traveler-card';
import { TripBoardView, type TripBoardViewProps } from '../trip-board';
import { partsOfTrip } from './card-parts';
import { useTravelerReviews } from './use-traveler-reviews';

interface TravelerBoardProps extends Omit<TripBoardViewProps, 'renderTrip'> {
  host: HostApi;
  cityName: (id: number) => string;
}

/** A board of trips drawn as traveler cards, each opening its traveler's reviews. */
export const TravelerBoard = observer(function TravelerBoard({ host, cityName, ...view }: TravelerBoardProps) {
  const reviews = useTravelerReviews(host);
  return (
    <>
      <TripBoardView
        {...view}
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
