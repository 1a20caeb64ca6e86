import type { LanguageCode, MyParcel } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useCommonTexts, useProfileTexts, useTextOf } from '../i18n';
import { formatDate, formatTenge, type SiteLinks } from '../locale';
import { Button, ButtonLink, InlineError, ParcelKind, StatusBadge, TravelerRating, handOverKey, type BadgeTone } from '../ui';
import type { MyParcelsStore } from './my-parcels-store';
import styles from './parcel-card.module.css';
import { canChooseTraveler, parcelStage, type ParcelStage } from './parcel-stage';

const STAGE_TONE: Readonly<Record<ParcelStage, BadgeTone>> = {
  open: 'neutral',
  pending: 'pending',
  accepted: 'success',
  declined: 'failure',
  cancelled: 'neutral',
  delivered: 'success',
};

export interface ParcelCardProps {
  parcel: MyParcel;
  store: MyParcelsStore;
  cityName: (id: number) => string;
  language: LanguageCode;
  links: SiteLinks;
  /** the card a link pointed at (e.g. the chat of its bind): scrolled to and focused */
  focused?: boolean;
}

const CancelRequest = observer(function CancelRequest({ bindId, traveler, store }: { bindId: number; traveler: string; store: MyParcelsStore }) {
  const { t } = useProfileTexts();
  const [confirming, setConfirming] = useState(false);
  const busy = store.busyBinds.has(bindId);
  if (!confirming) {
    return (
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('parcels.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <div role="group" aria-label={t('parcels.cancelQuestion', { name: traveler })}>
      <p>{t('parcels.cancelQuestion', { name: traveler })}</p>
      <div className={styles.actions}>
        <Button variant="danger" disabled={busy} onClick={() => void store.cancelBind(bindId).then(() => setConfirming(false))}>
          {busy ? t('parcels.cancelling') : t('parcels.cancelConfirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
          {t('parcels.cancelKeep')}
        </Button>
      </div>
    </div>
  );
});

/** One of the sender's parcels: what, where, by when, and where its request stands. */
export const ParcelCard = observer(function ParcelCard({ parcel, store, cityName, language, links, focused = false }: ParcelCardProps) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  const textOf = useTextOf();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!focused) return;
    card.current?.scrollIntoView?.({ block: 'center' });
    card.current?.focus();
  }, [focused]);

  const stage = parcelStage(parcel);
  const traveler = parcel.trip?.traveler.first_name ?? '';
  const titleId = `parcel-${parcel.id}-title`;
  const bindError = parcel.bind ? store.bindErrors.get(parcel.bind.id) : undefined;

  return (
    <article ref={card} className={`${styles.card} ${focused ? styles.focused : ''}`} aria-labelledby={titleId} tabIndex={focused ? -1 : undefined}>
      <div className={styles.head}>
        <h3 id={titleId}>{t('route', { from: cityName(parcel.from_city_id), to: cityName(parcel.to_city_id) })}</h3>
        <StatusBadge tone={STAGE_TONE[stage]}>{t(`parcels.stage.${stage}`)}</StatusBadge>
      </div>
      <dl className={styles.details}>
        <dt>{t('parcels.kind')}</dt>
        <dd>
          <ParcelKind parcel={parcel} language={language} />
        </dd>
        <dt>{t('parcels.deadline')}</dt>
        <dd>{formatDate(parcel.deadline, language)}</dd>
        {parcel.reward !== null && (
          <>
            <dt>{t('parcels.reward')}</dt>
            <dd>{formatTenge(parcel.reward, language)}</dd>
          </>
        )}
      </dl>
      {parcel.description && <p className={styles.description}>{parcel.description}</p>}
      <div className={styles.bind}>
        <p>{t(`parcels.explain.${stage}`, { name: traveler })}</p>
        {parcel.trip && stage !== 'open' && (
          <p className={styles.trip}>
            {t('parcels.trip', {
              name: traveler,
              date: formatDate(parcel.trip.trip_date, language),
              handOver: common.t(handOverKey(parcel.trip.delivery_type)),
            })}{' '}
            ·{' '}
            <span>
              <TravelerRating traveler={parcel.trip.traveler} language={language} />
            </span>
          </p>
        )}
        {canChooseTraveler(stage) && (
          <div className={styles.actions}>
            <ButtonLink href={links.schedule(parcel.id)}>{t('parcels.chooseTraveler')}</ButtonLink>
          </div>
        )}
        {stage === 'pending' && parcel.bind && <CancelRequest bindId={parcel.bind.id} traveler={traveler} store={store} />}
        {bindError && <InlineError>{textOf(bindError)}</InlineError>}
      </div>
    </article>
  );
});
