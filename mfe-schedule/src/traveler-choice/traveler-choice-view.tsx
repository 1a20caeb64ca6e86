import type { HostApi, TravelerCard } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileLink, buttonClass } from '@jetkiz/web-kit';
import { ParcelPhotos } from '@jetkiz/web-kit/forms';
import { LoadingList, PageFrame, StatePanel } from '../controls';
import { formatTripDate } from '../format';
import { SCHEDULE_NAMESPACE } from '../i18n';
import { ChoiceConfirmation } from './choice-confirmation';
import { ChoiceToolbar } from './choice-toolbar';
import { NoFitSection } from './no-fit-section';
import type { TravelerChoiceStore } from './traveler-choice-store';
import styles from './traveler-choice.module.css';

export interface ParcelRoute {
  from: number;
  to: number;
}

interface TravelerChoiceViewProps {
  store: TravelerChoiceStore;
  host: HostApi;
  /** A city's name in the page's language; the id while the names load. */
  cityName: (id: number) => string;
  /** Draws one traveler with the choice's button; the app picks the card. */
  renderCard: (card: TravelerCard, action: ReactNode) => ReactNode;
  /** The public trips of the parcel's route, shown while nobody fits. */
  routeBoard: (route: ParcelRoute) => ReactNode;
}

type ViewParts = Omit<TravelerChoiceViewProps, 'cityName' | 'routeBoard'>;

const ParcelSummary = observer(function ParcelSummary({
  store,
  host,
  cityName,
}: Pick<TravelerChoiceViewProps, 'store' | 'host' | 'cityName'>) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const { parcel } = store;
  if (!parcel) return null;
  return (
    <>
      <ul className={styles.summary}>
        <li>{t('parcel.number', { id: parcel.id })}</li>
        <li>{t('card.routeValue', { from: cityName(parcel.from_city_id), to: cityName(parcel.to_city_id) })}</li>
        <li>{t('parcel.deadline', { date: formatTripDate(parcel.deadline, host.locale.language) })}</li>
      </ul>
      {parcel.description && <p className={styles.description}>{parcel.description}</p>}
      <ParcelPhotos images={parcel.images} />
    </>
  );
});

function OpenProfile({ host }: { host: HostApi }) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  return (
    <ProfileLink navigation={host.navigation} className={buttonClass('secondary')}>
      {t('choice.openProfile')}
    </ProfileLink>
  );
}

const NoAccess = observer(function NoAccess({ store, host }: Pick<ViewParts, 'store' | 'host'>) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const loggedIn = host.session.isLoggedIn;
  return (
    <StatePanel title={t('choice.noAccessTitle')} tone="error">
      <p>{loggedIn ? t('choice.noAccessUser') : t(store.isGuestLink ? 'choice.noAccessBadToken' : 'choice.noAccessGuest')}</p>
      {loggedIn ? (
        <OpenProfile host={host} />
      ) : (
        <button type="button" className={buttonClass()} onClick={() => host.modals.open('authorization')}>
          {t('choice.logIn')}
        </button>
      )}
    </StatePanel>
  );
});

const BoundNotice = observer(function BoundNotice({ store, host }: Pick<ViewParts, 'store' | 'host'>) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  return (
    <StatePanel title={t('choice.boundTitle')} urgent={store.boundElsewhere}>
      <p>{t('choice.boundText')}</p>
      <OpenProfile host={host} />
    </StatePanel>
  );
});

const CardList = observer(function CardList({ store, host, renderCard }: ViewParts) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  const cards = store.visibleCards;
  return (
    <>
      <ChoiceToolbar store={store} language={host.locale.language} />
      <p className={styles.count} role="status">
        {t('choice.count', { count: cards.length })}
      </p>
      {cards.length === 0 ? (
        <StatePanel title={t('choice.filteredTitle')}>
          <p>{t('choice.filteredText')}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => store.resetFilters()}>
            {t('choice.showAll')}
          </button>
        </StatePanel>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card) => (
            <li key={card.trip_id}>
              {renderCard(
                card,
                <button
                  type="button"
                  className={buttonClass()}
                  aria-label={t('choice.chooseNamed', { name: card.first_name })}
                  onClick={() => store.choose(card)}
                >
                  {t('choice.choose')}
                </button>,
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
});

const ChoiceBody = observer(function ChoiceBody({ store, host, cityName, renderCard, routeBoard }: TravelerChoiceViewProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  switch (store.loadState) {
    case 'loading':
      return <LoadingList label={t('choice.loading')} />;
    case 'noAccess':
      return <NoAccess store={store} host={host} />;
    case 'failed':
      return (
        <StatePanel title={t('choice.failedTitle')} tone="error">
          <p>{t('choice.failedText')}</p>
          <button type="button" className={buttonClass()} onClick={() => void store.load()}>
            {t('choice.retry')}
          </button>
        </StatePanel>
      );
    case 'ready':
      break;
  }
  const { parcel } = store;
  if (!parcel) return null;
  if (store.isBound) return <BoundNotice store={store} host={host} />;
  if (store.awaitsTraveler) {
    const route = { from: cityName(parcel.from_city_id), to: cityName(parcel.to_city_id) };
    return (
      <NoFitSection
        store={store}
        language={host.locale.language}
        route={route}
        routeBoard={routeBoard({ from: parcel.from_city_id, to: parcel.to_city_id })}
      />
    );
  }
  return <CardList store={store} host={host} renderCard={renderCard} />;
});

/** schedule/{id}: the parcel's fitting travelers to choose from, or what happens while none fits. */
export const TravelerChoiceView = observer(function TravelerChoiceView(props: TravelerChoiceViewProps) {
  const { store, host } = props;
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <PageFrame title={t('parcel.title')} summary={<ParcelSummary store={store} host={host} cityName={props.cityName} />}>
      <ChoiceBody {...props} />
      {store.choice && <ChoiceConfirmation store={store} card={store.choice} language={host.locale.language} />}
    </PageFrame>
  );
});
