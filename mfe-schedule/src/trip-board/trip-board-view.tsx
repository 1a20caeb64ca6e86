import type { Trip } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@jetkiz/web-kit';
import { LoadingList, StatePanel } from '../controls';
import { SCHEDULE_NAMESPACE } from '../i18n';
import type { TripBoardStore } from './trip-board-store';
import styles from './trip-board.module.css';

export type BoardMode = 'public' | 'route';

export interface TripBoardViewProps {
  store: TripBoardStore;
  /** public: the board page, whose cards offer to send a parcel; route: the trips of a parcel's route, to look at. */
  mode: BoardMode;
  /** Draws one trip with its button, if any; the app picks the card. */
  renderTrip: (trip: Trip, action: ReactNode) => ReactNode;
  /** The search form, above the trips (the board page only). */
  search?: ReactNode;
  headingLevel?: 2 | 3;
}

const Pager = observer(function Pager({ store }: { store: TripBoardStore }) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  if (store.pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('board.pages')}>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={!store.hasPrevious}
        onClick={() => void store.goTo(store.page - 1)}
      >
        {t('board.previous')}
      </button>
      <p>{t('board.pageOf', { page: store.page, pages: store.pageCount })}</p>
      <button type="button" className={buttonClass('secondary')} disabled={!store.hasNext} onClick={() => void store.goTo(store.page + 1)}>
        {t('board.next')}
      </button>
    </nav>
  );
});

const BoardResults = observer(function BoardResults({ store, mode, renderTrip, headingLevel = 2 }: TripBoardViewProps) {
  const { t } = useTranslation(SCHEDULE_NAMESPACE);
  if (store.loadState === 'loading') return <LoadingList label={t('board.loading')} />;
  if (store.loadState === 'failed') {
    return (
      <StatePanel title={t('board.failedTitle')} tone="error" headingLevel={headingLevel}>
        <p>{t('board.failedText')}</p>
        <button type="button" className={buttonClass()} onClick={() => void store.load()}>
          {t('board.retry')}
        </button>
      </StatePanel>
    );
  }
  if (store.trips.length === 0) {
    return mode === 'public' ? (
      <StatePanel title={t('board.emptyTitle')} headingLevel={headingLevel}>
        <p>{t('board.emptyText')}</p>
        <button type="button" className={buttonClass()} onClick={() => store.postParcel()}>
          {t('board.postParcel')}
        </button>
      </StatePanel>
    ) : (
      <StatePanel title={t('board.routeEmptyTitle')} headingLevel={headingLevel}>
        <p>{t('board.routeEmptyText')}</p>
      </StatePanel>
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {t('board.count', { count: store.total })}
      </p>
      <ul className={styles.trips}>
        {store.trips.map((trip) => (
          <li key={trip.id}>
            {renderTrip(
              trip,
              mode === 'public' ? (
                <button
                  type="button"
                  className={buttonClass()}
                  aria-label={t('board.sendWithNamed', { name: trip.traveler.first_name })}
                  onClick={() => store.sendParcelWith(trip)}
                >
                  {t('board.sendWith')}
                </button>
              ) : null,
            )}
          </li>
        ))}
      </ul>
      <Pager store={store} />
    </>
  );
});

/** Upcoming trips, page by page, with designed loading, empty and error states. */
export const TripBoardView = observer(function TripBoardView(props: TripBoardViewProps) {
  const { store, search } = props;
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <div className={styles.board}>
      {search}
      <BoardResults {...props} />
    </div>
  );
});
