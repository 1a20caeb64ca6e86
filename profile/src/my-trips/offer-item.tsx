import { TRAVELER_COMMISSION_RATE } from '@jetkiz/contracts';
import type { LanguageCode, MyTrip, TripOffer } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useProfileTexts } from '../i18n';
import { formatDate, formatPercent, formatTenge } from '../locale';
import { Button } from '@jetkiz/web-kit';
import { ParcelPhotos } from '@jetkiz/web-kit/forms';
import { BIND_STATUS_TONE, InlineConfirm, InlineError, LoadFailureReason, ParcelKind, StatusBadge, cardStyles, useFocusWhen } from '../ui';
import { dealPath, verificationPathFor } from '../paths';
import type { MyTripsStore } from './my-trips-store';
import { offerReward, travelerPayout } from './offer-reward';
import styles from './trip-card.module.css';

interface OfferItemProps {
  offer: TripOffer;
  trip: MyTrip;
  store: MyTripsStore;
  language: LanguageCode;
  focused: boolean;
}

const OfferAnswers = observer(function OfferAnswers({ bindId, store, label }: { bindId: number; store: MyTripsStore; label: string }) {
  const { t } = useProfileTexts();
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const busy = store.busyBinds.has(bindId);
  if (confirmingDecline) {
    return (
      <InlineConfirm
        question={t('trips.declineQuestion')}
        confirmLabel={busy ? t('trips.answering') : t('trips.declineConfirm')}
        keepLabel={t('trips.declineKeep')}
        busy={busy}
        onConfirm={() => void store.decline(bindId).then(() => setConfirmingDecline(false))}
        onKeep={() => setConfirmingDecline(false)}
      />
    );
  }
  return (
    <div className={cardStyles.actions} role="group" aria-label={label}>
      <Button disabled={busy} onClick={() => void store.accept(bindId)}>
        {busy ? t('trips.answering') : t('trips.accept')}
      </Button>
      <Button variant="secondary" disabled={busy} onClick={() => setConfirmingDecline(true)}>
        {t('trips.decline')}
      </Button>
    </div>
  );
});

/** A parcel offered to the trip: what, by when, for how much, and the traveler's answer. */
export const OfferItem = observer(function OfferItem({ offer, trip, store, language, focused }: OfferItemProps) {
  const { t } = useProfileTexts();
  const item = useFocusWhen<HTMLElement>(focused);

  const { bind, parcel } = offer;
  const reward = offerReward(offer, trip);
  const titleId = `offer-${bind.id}-title`;
  const bindError = store.bindErrors.get(bind.id);
  return (
    <article
      ref={item}
      className={`${styles.offer} ${focused ? styles.focused : ''}`}
      aria-labelledby={titleId}
      tabIndex={focused ? -1 : undefined}
    >
      <div className={`${cardStyles.spread} ${styles.offerHead}`}>
        <span id={titleId}>
          <ParcelKind parcel={parcel} language={language} />
        </span>
        <StatusBadge tone={BIND_STATUS_TONE[bind.status]}>{t(`trips.status.${bind.status}`)}</StatusBadge>
      </div>
      {parcel.description && <p className={cardStyles.description}>{parcel.description}</p>}
      <ParcelPhotos images={parcel.images} />
      <p>{t('trips.deadline', { date: formatDate(parcel.deadline, language) })}</p>
      <p className={styles.payout}>
        {t('trips.payout', {
          reward: formatTenge(reward, language),
          payout: formatTenge(travelerPayout(reward), language),
          rate: formatPercent(TRAVELER_COMMISSION_RATE, language),
        })}
      </p>
      {bind.status === 'pending' ? (
        <OfferAnswers bindId={bind.id} store={store} label={t('trips.answerLabel')} />
      ) : (
        <p>{t(`trips.explain.${bind.status}`)}</p>
      )}
      <p>
        <Link to={dealPath(bind.id)}>{t('trips.openDeal')}</Link>
      </p>
      {bindError && (
        <InlineError>
          <LoadFailureReason failure={bindError} />
        </InlineError>
      )}
      {bind.status === 'pending' && store.mustVerifyToAccept(bind.id) && (
        <p>
          {!bindError && <>{t('verification.requiredToAccept')} </>}
          <Link to={verificationPathFor(bind.id)}>{t('verification.goVerify')}</Link>
        </p>
      )}
    </article>
  );
});
