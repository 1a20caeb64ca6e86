import type { LanguageCode } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useCommonTexts, useProfileTexts } from '../i18n';
import type { SiteLinks } from '../locale';
import { ButtonLink } from '@jetkiz/web-kit';
import { CardList, EmptyState, ErrorState, LoadingState, Section } from '../ui';
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
  focusBindId?: number | null;
}

const MyTripsContent = observer(function MyTripsContent({ store, cityName, language, links, limit, focusBindId }: MyTripsSectionProps) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  if (store.state === 'idle' || store.state === 'loading') return <LoadingState label={t('trips.loading')} />;
  if (store.state === 'failed') {
    return (
      <ErrorState
        title={t('trips.failed')}
        message={common.t(store.errorKey ?? 'somethingWentWrong')}
        retryLabel={t('retry')}
        onRetry={() => void store.load()}
      />
    );
  }
  if (store.isEmpty) {
    return (
      <EmptyState
        title={t('trips.empty.title')}
        text={t('trips.empty.text')}
        action={<ButtonLink href={links.createTrip}>{t('trips.empty.action')}</ButtonLink>}
      />
    );
  }
  const shown = limit === undefined ? store.trips : store.trips.slice(0, limit);
  return (
    <CardList label={t('trips.title')}>
      {shown.map((trip) => (
        <li key={trip.id}>
          <TripCard trip={trip} store={store} cityName={cityName} language={language} focusBindId={focusBindId} />
        </li>
      ))}
    </CardList>
  );
});

/** My trips: route, dates, the parcels offered to each, with accept / decline. */
export function MyTripsSection(props: MyTripsSectionProps) {
  const { t } = useProfileTexts();
  return (
    <Section id="my-trips" title={t('trips.title')} aside={props.aside} level={props.level}>
      <MyTripsContent {...props} />
    </Section>
  );
}
