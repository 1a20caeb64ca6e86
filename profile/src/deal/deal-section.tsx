import { TRAVELER_COMMISSION_RATE, formatPhone } from '@jetkiz/contracts';
import type { Deal, DealParty, LanguageCode } from '@jetkiz/contracts';
import { Avatar, Button, TitledSection } from '@jetkiz/web-kit';
import { ParcelPhotos } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useProfileTexts } from '../i18n';
import { formatDate, formatDateTime, formatDayOf, formatPercent, formatTiyn } from '../locale';
import {
  BIND_STATUS_TONE,
  Details,
  LoadFailedState,
  LoadingState,
  NotFoundState,
  ParcelKind,
  StatusBadge,
  TravelerRating,
  useLoadedPage,
  type BadgeTone,
} from '../ui';
import type { SiteLinks } from '../locale';
import { DealActions } from './deal-actions';
import { DealCourier } from './deal-courier';
import type { DealStore } from './deal-store';
import styles from './deal.module.css';

/** How often a deal waiting for the provider's word on its payment is asked about, and how many times. */
export const PAYMENT_POLL_MS = 1500;
export const PAYMENT_POLLS = 40;

const STATUS_TONE: Readonly<Record<Deal['status'], BadgeTone>> = {
  ...BIND_STATUS_TONE,
  // an accepted deal still waits for the sender's payment
  accepted: 'pending',
};

export interface DealSectionProps {
  store: DealStore;
  language: LanguageCode;
  cityName: (id: number) => string;
  /** the user passed identity verification: paying needs it */
  verified: boolean;
  pollMs?: number;
  maxPolls?: number;
  /** the time zone the timeline is written in; the browser's own by default */
  timeZone?: string;
  /** the request's chat, shown once the deal is */
  chat?: (deal: Deal) => ReactNode;
  /** the review form and the reviews of a finished deal */
  review?: (deal: Deal) => ReactNode;
  /** the deal's insurance: its policy, or 'insure this parcel' for the sender */
  insurance?: (deal: Deal, className: string) => ReactNode;
  /** the site's courier page: with it the deal offers 'order a courier' and shows the current courier order */
  deliveryUrl?: SiteLinks['delivery'];
}

/** `/deals/:id`: the parcel, the trip, the other party, the money, the timeline and what this user does next. */
export const DealSection = observer(function DealSection({
  store,
  language,
  cityName,
  verified,
  pollMs = PAYMENT_POLL_MS,
  maxPolls = PAYMENT_POLLS,
  timeZone,
  chat,
  review,
  insurance,
  deliveryUrl,
}: DealSectionProps) {
  const { t } = useProfileTexts();
  const [polls, setPolls] = useState(0);
  useLoadedPage(t('deal.title'), store);

  const awaiting = store.awaitingPayment;
  const polling = awaiting && polls < maxPolls;
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void store.load();
    }, pollMs);
    return () => clearTimeout(timer);
  }, [polling, polls, pollMs, store]);

  if (store.state === 'loading') return <LoadingState label={t('deal.loading')} />;
  if (store.state === 'notFound') {
    return <NotFoundState className={styles.page} titleId="deal-title" title={t('deal.notFound.title')} text={t('deal.notFound.text')} />;
  }
  if (store.state === 'failed' || !store.deal) {
    return <LoadFailedState title={t('deal.failed')} failure={store.loadFailure} onRetry={() => void store.load()} />;
  }

  const deal = store.deal;
  const route = t('route', { from: cityName(deal.parcel.from_city_id), to: cityName(deal.parcel.to_city_id) });
  return (
    <section className={styles.page} aria-labelledby="deal-title">
      <div className={styles.head}>
        <h1 id="deal-title">{t('deal.heading', { route })}</h1>
        <StatusBadge tone={STATUS_TONE[deal.status]}>{t(`deal.status.${deal.status}`)}</StatusBadge>
      </div>
      <DealNotices
        store={store}
        language={language}
        timeZone={timeZone}
        polling={polling}
        onCheckAgain={() => {
          setPolls(0);
          void store.load();
        }}
      />
      <div className={styles.parts}>
        <DealActions store={store} language={language} verified={verified} />
        {deal.role === 'sender' && deal.delivery_code && <DeliveryCode code={deal.delivery_code} />}
        <ParcelPart deal={deal} language={language} route={route} />
        {insurance?.(deal, styles.part)}
        {deliveryUrl && <DealCourier deal={deal} store={store.courier} deliveryUrl={deliveryUrl} className={styles.part} />}
        <TripPart deal={deal} language={language} cityName={cityName} />
        {review?.(deal)}
        <PartyPart deal={deal} party={deal.other_party} language={language} />
        <MoneyPart deal={deal} language={language} />
        <Timeline deal={deal} language={language} timeZone={timeZone} />
        {chat?.(deal)}
      </div>
    </section>
  );
});

interface NoticesProps {
  store: DealStore;
  language: LanguageCode;
  timeZone?: string;
  polling: boolean;
  onCheckAgain: () => void;
}

/** Where the deal stands when it needs saying: the payment on its way, the refund, a frozen release. */
const DealNotices = observer(function DealNotices({ store, language, timeZone, polling, onCheckAgain }: NoticesProps) {
  const { t } = useProfileTexts();
  const deal = store.deal!;
  return (
    <div aria-live="polite">
      {store.awaitingPayment && (
        <div className={styles.notice}>
          <p>{polling ? t('deal.awaitingPayment') : t('deal.paymentNotYet')}</p>
          {!polling && (
            <Button variant="secondary" onClick={onCheckAgain}>
              {t('deal.checkAgain')}
            </Button>
          )}
        </div>
      )}
      <RefundNotice deal={deal} language={language} timeZone={timeZone} />
      {deal.problem_reported && <p className={styles.notice}>{t('deal.problemReported')}</p>}
      {deal.auto_complete_at && deal.status === 'delivered' && !deal.problem_reported && (
        <p className={styles.notice}>{t('deal.autoComplete', { date: formatDateTime(deal.auto_complete_at, language) })}</p>
      )}
    </div>
  );
});

/** A refund while due (by its date), and once done: the day it was done (the timeline's), else the date it was due by. */
function RefundNotice({ deal, language, timeZone }: { deal: Deal; language: LanguageCode; timeZone?: string }) {
  const { t } = useProfileTexts();
  let text: string | null = null;
  if (deal.status === 'refunded') {
    const refundedAt = deal.timeline.find((entry) => entry.event === 'refunded')?.at;
    if (refundedAt) text = t('deal.refundedOn', { date: formatDayOf(refundedAt, language, timeZone) });
    else if (deal.refund_due_by) text = t('deal.refundedDueBy', { date: formatDate(deal.refund_due_by, language) });
    else text = t('deal.refunded');
  } else if (deal.refund_due_by) {
    text = t('deal.refundDue', { date: formatDate(deal.refund_due_by, language) });
  }
  return text && <p className={styles.notice}>{text}</p>;
}

function DeliveryCode({ code }: { code: string }) {
  const { t } = useProfileTexts();
  return (
    <TitledSection className={styles.part} title={t('deal.code.title')}>
      <p className={styles.code}>{code}</p>
      <p>{t('deal.code.give')}</p>
    </TitledSection>
  );
}

function ParcelPart({ deal, language, route }: { deal: Deal; language: LanguageCode; route: string }) {
  const { t } = useProfileTexts();
  const { parcel } = deal;
  return (
    <TitledSection className={styles.part} title={t('deal.parcel.title')}>
      <Details
        facts={[
          { term: t('parcels.kind'), value: <ParcelKind parcel={parcel} language={language} /> },
          { term: t('deal.route'), value: route },
          { term: t('parcels.deadline'), value: formatDate(parcel.deadline, language) },
        ]}
      />
      {parcel.description && <p>{parcel.description}</p>}
      <ParcelPhotos images={parcel.images} />
    </TitledSection>
  );
}

function TripPart({ deal, language, cityName }: { deal: Deal; language: LanguageCode; cityName: (id: number) => string }) {
  const { t } = useProfileTexts();
  const { trip } = deal;
  return (
    <TitledSection className={styles.part} title={t('deal.trip.title')}>
      <Details
        facts={[
          { term: t('trips.date'), value: formatDate(trip.trip_date, language) },
          { term: t('deal.route'), value: t('route', { from: cityName(trip.from_city_id), to: cityName(trip.to_city_id) }) },
        ]}
      />
    </TitledSection>
  );
}

function PartyPart({ deal, party, language }: { deal: Deal; party: DealParty; language: LanguageCode }) {
  const { t } = useProfileTexts();
  const title = deal.role === 'sender' ? t('deal.party.traveler') : t('deal.party.sender');
  return (
    <TitledSection className={styles.part} title={title}>
      <div className={styles.party}>
        <Avatar person={party} size="large" />
        <div>
          <p className={styles.partyName}>{party.first_name}</p>
          <p>
            <TravelerRating traveler={party} language={language} />
            {party.verified && (
              <>
                {' · '}
                <span className={styles.verified}>{t('deal.party.verified')}</span>
              </>
            )}
          </p>
        </div>
      </div>
      {party.phone_number ? (
        <p>
          {t('deal.party.phone')}: <a href={`tel:+${party.phone_number}`}>{formatPhone(party.phone_number)}</a>
        </p>
      ) : (
        <p>{t('deal.party.phoneAfterPayment')}</p>
      )}
    </TitledSection>
  );
}

function MoneyPart({ deal, language }: { deal: Deal; language: LanguageCode }) {
  const { t } = useProfileTexts();
  const traveler = deal.role === 'traveler';
  return (
    <TitledSection className={styles.part} title={t('deal.money.title')}>
      <Details
        facts={[
          { term: t('deal.money.reward'), value: formatTiyn(deal.reward, language) },
          traveler && {
            term: t('deal.money.commission', { rate: formatPercent(TRAVELER_COMMISSION_RATE, language) }),
            value: formatTiyn(deal.commission, language),
          },
          traveler && { term: t('deal.money.travelerAmount'), value: formatTiyn(deal.traveler_amount, language) },
        ]}
      />
      <p>{t(deal.role === 'sender' ? 'deal.money.safeSender' : 'deal.money.safeTraveler')}</p>
    </TitledSection>
  );
}

function Timeline({ deal, language, timeZone }: { deal: Deal; language: LanguageCode; timeZone?: string }) {
  const { t } = useProfileTexts();
  return (
    <TitledSection className={styles.part} title={t('deal.timeline.title')}>
      <ol className={styles.timeline}>
        {deal.timeline.map((entry, index) => (
          <li key={`${entry.event}-${index}`}>
            <span>{t(`deal.event.${entry.event}`)}</span>
            <time dateTime={entry.at}>{formatDateTime(entry.at, language, timeZone)}</time>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
