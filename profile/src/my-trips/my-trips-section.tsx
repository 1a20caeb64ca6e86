import type { LanguageCode } from '@jetkiz/contracts';
import type { ReactNode } from 'react';
import { useProfileTexts } from '../i18n';
import type { SiteLinks } from '../locale';
import { OwnList, Section } from '../ui';
import type { MyTripsStore } from './my-trips-store';
import { TripCard } from './trip-card';

export interface MyTripsSectionProps {
  store: MyTripsStore;
  cityName: (id: number) => string;
  language: LanguageCode;
  links: SiteLinks;
  /** show at most this many trips (the profile root); all of them when unset (`/travels`) */
  limit?: number;
  /** beside the title, e.g. the link to all trips */
  aside?: ReactNode;
  /** 1 on `/travels`, where the trips are the whole page */
  level?: 1 | 2;
  /** a bind or a parcel a link pointed at */
  focusBindId?: number | null;
}

/** My trips: route, dates, the parcels offered to each, with accept / decline. */
export function MyTripsSection({ store, cityName, language, links, limit, aside, level, focusBindId }: MyTripsSectionProps) {
  const { t } = useProfileTexts();
  return (
    <Section id="my-trips" title={t('trips.title')} aside={aside} level={level}>
      <OwnList
        list={store.list}
        texts="trips"
        createHref={links.createTrip}
        renderItems={() =>
          (limit === undefined ? store.items : store.items.slice(0, limit)).map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} store={store} cityName={cityName} language={language} focusBindId={focusBindId} />
            </li>
          ))
        }
      />
    </Section>
  );
}
