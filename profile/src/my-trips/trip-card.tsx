import type { LanguageCode, MyTrip } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useCommonTexts, useProfileTexts } from '../i18n';
import { formatDate, formatTenge } from '../locale';
import { Card, Details, StatusBadge, cardStyles, handOverKey, weightAllowanceKey } from '../ui';
import type { MyTripsStore } from './my-trips-store';
import { OfferItem } from './offer-item';
import styles from './trip-card.module.css';

export interface TripCardProps {
  trip: MyTrip;
  store: MyTripsStore;
  cityName: (id: number) => string;
  language: LanguageCode;
  focusBindId?: number | null;
}

/** One of the traveler's trips: route, dates, terms, and the parcels offered to it. */
export const TripCard = observer(function TripCard({ trip, store, cityName, language, focusBindId = null }: TripCardProps) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  const titleId = `trip-${trip.id}-title`;
  const route = t('route', { from: cityName(trip.from_city_id), to: cityName(trip.to_city_id) });
  return (
    <Card
      titleId={titleId}
      title={route}
      badge={trip.is_logistic_company && <StatusBadge tone="neutral">{common.t('glossary.logisticsCompany')}</StatusBadge>}
    >
      <Details
        facts={[
          { term: t('trips.date'), value: formatDate(trip.trip_date, language) },
          trip.return_date ? { term: t('trips.returnDate'), value: formatDate(trip.return_date, language) } : null,
          { term: t('trips.handOver'), value: common.t(handOverKey(trip.delivery_type)) },
          { term: t('trips.takes'), value: common.t(weightAllowanceKey(trip.weight_allowance)) },
          { term: t('trips.offeredAmount'), value: formatTenge(trip.offered_amount, language) },
        ]}
      />
      <div className={`${cardStyles.part} ${styles.offers}`}>
        <h4>{t('trips.offers', { count: trip.offers.length })}</h4>
        {trip.offers.length === 0 ? (
          <p className={styles.none}>{t('trips.noOffers')}</p>
        ) : (
          <ul className={styles.offerList} aria-label={t('trips.offersOf', { route })}>
            {trip.offers.map((offer) => (
              <li key={offer.bind.id}>
                <OfferItem offer={offer} trip={trip} store={store} language={language} focused={offer.bind.id === focusBindId} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
});
