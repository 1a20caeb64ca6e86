import type { LanguageCode, MyParcel } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCommonTexts, useProfileTexts } from '../i18n';
import { formatDate, formatTenge, type SiteLinks } from '../locale';
import { Button, ButtonLink } from '@jetkiz/web-kit';
import { ParcelPhotos } from '@jetkiz/web-kit/forms';
import {
  BIND_STATUS_TONE,
  Card,
  Details,
  InlineConfirm,
  InlineError,
  LoadFailureReason,
  ParcelKind,
  StatusBadge,
  TravelerRating,
  cardStyles,
  handOverKey,
  useFocusWhen,
  type BadgeTone,
} from '../ui';
import { dealPath } from '../paths';
import type { MyParcelsStore } from './my-parcels-store';
import styles from './parcel-card.module.css';
import { canChooseTraveler, parcelStage, type ParcelStage } from './parcel-stage';

const STAGE_TONE: Readonly<Record<ParcelStage, BadgeTone>> = { open: 'neutral', ...BIND_STATUS_TONE };

export interface ParcelCardProps {
  parcel: MyParcel;
  store: MyParcelsStore;
  cityName: (id: number) => string;
  language: LanguageCode;
  links: SiteLinks;
  /** the card a link pointed at (e.g. the chat of its bind): scrolled to and focused */
  focused?: boolean;
}

const CancelRequest = observer(function CancelRequest({
  bindId,
  traveler,
  store,
}: {
  bindId: number;
  traveler: string;
  store: MyParcelsStore;
}) {
  const { t } = useProfileTexts();
  const [confirming, setConfirming] = useState(false);
  const busy = store.busyBinds.has(bindId);
  if (!confirming) {
    return (
      <div className={cardStyles.actions}>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('parcels.cancel')}
        </Button>
      </div>
    );
  }
  return (
    <InlineConfirm
      question={t('parcels.cancelQuestion', { name: traveler })}
      confirmLabel={busy ? t('parcels.cancelling') : t('parcels.cancelConfirm')}
      keepLabel={t('parcels.cancelKeep')}
      busy={busy}
      onConfirm={() => void store.cancelBind(bindId).then(() => setConfirming(false))}
      onKeep={() => setConfirming(false)}
    />
  );
});

/** One of the sender's parcels: what, where, by when, and where its request stands. */
export const ParcelCard = observer(function ParcelCard({ parcel, store, cityName, language, links, focused = false }: ParcelCardProps) {
  const { t } = useProfileTexts();
  const common = useCommonTexts();
  const card = useFocusWhen<HTMLElement>(focused);

  const stage = parcelStage(parcel);
  const traveler = parcel.trip?.traveler.first_name ?? '';
  const titleId = `parcel-${parcel.id}-title`;
  const bindError = parcel.bind ? store.bindErrors.get(parcel.bind.id) : undefined;

  return (
    <Card
      cardRef={card}
      titleId={titleId}
      title={t('route', { from: cityName(parcel.from_city_id), to: cityName(parcel.to_city_id) })}
      badge={<StatusBadge tone={STAGE_TONE[stage]}>{t(`parcels.stage.${stage}`)}</StatusBadge>}
      className={focused ? styles.focused : undefined}
      tabIndex={focused ? -1 : undefined}
    >
      <Details
        facts={[
          { term: t('parcels.kind'), value: <ParcelKind parcel={parcel} language={language} /> },
          { term: t('parcels.deadline'), value: formatDate(parcel.deadline, language) },
          parcel.reward !== null && { term: t('parcels.reward'), value: formatTenge(parcel.reward, language) },
        ]}
      />
      {parcel.description && <p className={cardStyles.description}>{parcel.description}</p>}
      <ParcelPhotos images={parcel.images} />
      <div className={cardStyles.part}>
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
          <div className={cardStyles.actions}>
            <ButtonLink href={links.schedule(parcel.id)}>{t('parcels.chooseTraveler')}</ButtonLink>
          </div>
        )}
        {parcel.bind && (
          <p>
            <Link to={dealPath(parcel.bind.id)}>{t('parcels.openDeal')}</Link>
          </p>
        )}
        {stage === 'pending' && parcel.bind && <CancelRequest bindId={parcel.bind.id} traveler={traveler} store={store} />}
        {bindError && (
          <InlineError>
            <LoadFailureReason failure={bindError} />
          </InlineError>
        )}
      </div>
    </Card>
  );
});
