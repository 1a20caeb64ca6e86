import type { LanguageCode, LogisticClaim } from '@jetkiz/contracts';
import { formatPhone } from '@jetkiz/contracts';
import { Button, ButtonLink } from '@jetkiz/web-kit';
import { FormError } from '@jetkiz/web-kit/forms';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { CancelDialog } from './cancel-dialog';
import type { ClaimTracker } from './claim-tracker';
import { formatDay, formatTenge } from './courier-format';
import { useCommonTexts, useCourierTexts } from './courier-texts';
import styles from './courier.module.css';

export interface ClaimProgressProps {
  tracker: ClaimTracker;
  language: LanguageCode;
  /** a new order for the same deal, after the old one ended unpaid */
  onOrderAgain: (claim: LogisticClaim) => void;
}

interface StateViewProps {
  claim: LogisticClaim;
  tracker: ClaimTracker;
  language: LanguageCode;
  onOrderAgain: (claim: LogisticClaim) => void;
}

/** The claim's payment step, while the payment is open or has just failed. */
export const PAYMENT_STATUSES: readonly LogisticClaim['status'][] = [
  'awaiting_payment',
  'payment_checking',
  'payment_not_confirmed',
  'payment_timeout',
];

function StateView({ title, children, tone = 'info' }: { title: string; children?: ReactNode; tone?: 'info' | 'problem' | 'done' }) {
  return (
    <div className={styles.state} data-tone={tone}>
      <h3 className={styles.stateTitle}>{title}</h3>
      {children}
    </div>
  );
}

const PaymentCountdown = observer(function PaymentCountdown({ tracker }: { tracker: ClaimTracker }) {
  const { t } = useCourierTexts();
  const countdown = tracker.paymentCountdown;
  return (
    <p role="timer" aria-live="off" className={styles.countdown}>
      {t('progress.awaiting_payment.timeLeft', { clock: countdown.clock })}
    </p>
  );
});

function AwaitingPayment({ claim, tracker, language }: StateViewProps) {
  const { t } = useCourierTexts();
  return (
    <StateView title={t('progress.awaiting_payment.title')}>
      <p>{t('progress.awaiting_payment.text')}</p>
      <PaymentCountdown tracker={tracker} />
      {claim.checkout_url ? (
        <ButtonLink href={claim.checkout_url} target="_blank" rel="noopener noreferrer">
          {t('progress.awaiting_payment.pay', { price: formatTenge(claim.price, language) })}
        </ButtonLink>
      ) : (
        <OwnerCall tracker={tracker} call="pay" label={t('progress.awaiting_payment.pay', { price: formatTenge(claim.price, language) })} />
      )}
    </StateView>
  );
}

function CourierDetails({ claim }: { claim: LogisticClaim }) {
  const { t } = useCourierTexts();
  if (!claim.courier) return null;
  const { name, car, phone } = claim.courier;
  return (
    <dl className={styles.details}>
      <dt>{t('progress.courier')}</dt>
      <dd>{name}</dd>
      <dt>{t('progress.car')}</dt>
      <dd>{car}</dd>
      {phone && (
        <>
          <dt>{t('progress.phone')}</dt>
          <dd>
            <a href={`tel:+${phone.replace(/\D/g, '')}`}>{formatPhone(phone)}</a>
          </dd>
        </>
      )}
    </dl>
  );
}

const Refund = ({ claim, language }: { claim: LogisticClaim; language: LanguageCode }) => {
  const { t } = useCourierTexts();
  const { refund } = claim;
  if (!refund) return <p>{t('progress.cancelled.unpaid')}</p>;
  const amount = formatTenge(refund.amount, language);
  return (
    <>
      <p>
        {refund.charge > 0
          ? t('progress.cancelled.partial', { amount, charge: formatTenge(refund.charge, language) })
          : t('progress.cancelled.full', { amount })}
      </p>
      <p>
        {refund.status === 'refunded'
          ? t('progress.cancelled.refunded', { amount })
          : t('progress.cancelled.within', { date: formatDay(refund.due_by, language) })}
      </p>
    </>
  );
};

const OwnerCall = observer(function OwnerCall({ tracker, call, label }: { tracker: ClaimTracker; call: 'pay' | 'retry'; label: string }) {
  if (!tracker.can(call)) return null;
  return (
    <Button loading={tracker.calling === call} disabled={tracker.calling !== null} onClick={() => void tracker[call]()}>
      {label}
    </Button>
  );
});

/** The failures the owner gets past with one call: the payment made again, or a courier looked for again. */
const OWNER_RETRIES = {
  payment_not_confirmed: { title: 'paymentNotConfirmed', call: 'pay', label: 'progress.payment_not_confirmed.payAgain' },
  courier_not_found: { title: 'courierNotFound', call: 'retry', label: 'progress.courier_not_found.findAgain' },
} as const;

function OwnerRetry({ status, tracker }: { status: keyof typeof OWNER_RETRIES; tracker: ClaimTracker }) {
  const { t } = useCourierTexts();
  const common = useCommonTexts();
  const { title, call, label } = OWNER_RETRIES[status];
  return (
    <StateView title={common.t(title)} tone="problem">
      <p>{t(`progress.${status}.text`)}</p>
      <OwnerCall tracker={tracker} call={call} label={t(label)} />
    </StateView>
  );
}

function OrderAgain({ claim, onOrderAgain }: Pick<StateViewProps, 'claim' | 'onOrderAgain'>) {
  const { t } = useCourierTexts();
  return <Button onClick={() => onOrderAgain(claim)}>{t('progress.orderAgain')}</Button>;
}

/** The link whoever is at point B opens to see and correct their point. */
function ShortLinkNote({ link }: { link: string }) {
  const { t } = useCourierTexts();
  return (
    <div className={styles.shortLink}>
      <p>{t('progress.shortLink')}</p>
      <p>
        {t('progress.shortLinkLabel')}:{' '}
        <a href={link} target="_blank" rel="noopener noreferrer">
          {link}
        </a>
      </p>
    </div>
  );
}

/** One view per progress state, with the spec's words (§4) and what the owner can do there. */
function StateOf(props: StateViewProps) {
  const { t } = useCourierTexts();
  const common = useCommonTexts();
  const { claim, tracker, language } = props;
  switch (claim.status) {
    case 'calculating':
      return <StateView title={t('progress.calculating.title')}>{<p>{t('progress.calculating.text')}</p>}</StateView>;
    case 'could_not_calculate':
      return (
        <StateView title={common.t('couldNotCalculateShippingCost')} tone="problem">
          <OrderAgain {...props} />
        </StateView>
      );
    case 'awaiting_payment':
      return <AwaitingPayment {...props} />;
    case 'payment_checking':
      return <StateView title={t('progress.payment_checking.title')}>{<p>{t('progress.payment_checking.text')}</p>}</StateView>;
    case 'payment_confirmed':
      return <StateView title={t('progress.payment_confirmed.title')}>{<p>{t('progress.payment_confirmed.text')}</p>}</StateView>;
    case 'payment_not_confirmed':
    case 'courier_not_found':
      return <OwnerRetry status={claim.status} tracker={tracker} />;
    case 'payment_timeout':
      return (
        <StateView title={common.t('paymentTimeExpired')} tone="problem">
          <p>{t('progress.payment_timeout.text')}</p>
          <OrderAgain {...props} />
        </StateView>
      );
    case 'searching':
      return <StateView title={t('progress.searching.title')}>{<p>{t('progress.searching.text')}</p>}</StateView>;
    case 'courier_found':
      return (
        <StateView title={t('progress.courier_found.title')}>
          <CourierDetails claim={claim} />
        </StateView>
      );
    case 'courier_arrived':
      return (
        <StateView title={t('progress.courier_arrived.title')}>
          <p>{t('progress.courier_arrived.text')}</p>
          <CourierDetails claim={claim} />
        </StateView>
      );
    case 'delivered':
      return (
        <StateView title={t('progress.delivered.title')} tone="done">
          <p>{t('progress.delivered.text')}</p>
        </StateView>
      );
    case 'cancelled':
      return (
        <StateView title={t('progress.cancelled.title')} tone="done">
          <Refund claim={claim} language={language} />
        </StateView>
      );
  }
}

/** Steps 4 and 5: the claim's payment and its way to point B, followed through the API. */
export const ClaimProgress = observer(function ClaimProgress({ tracker, language, onOrderAgain }: ClaimProgressProps) {
  const { t } = useCourierTexts();
  const common = useCommonTexts();
  const claim = tracker.shown;
  if (!claim) return null;
  return (
    <section className={styles.step} aria-labelledby="courier-claim-title">
      <h2 id="courier-claim-title">{t('progress.title')}</h2>
      <p className={styles.route}>{t('route', { from: claim.fromStreet, to: claim.endStreet })}</p>
      <p>{t('progress.price', { price: formatTenge(claim.price, language) })}</p>
      <div aria-live="polite" aria-atomic="true">
        <StateOf claim={claim} tracker={tracker} language={language} onOrderAgain={onOrderAgain} />
      </div>
      {claim.short_link && <ShortLinkNote link={claim.short_link} />}
      {tracker.callErrorKey && <FormError>{common.t(tracker.callErrorKey)}</FormError>}
      {tracker.can('cancel') && (
        <div className={styles.actions}>
          <Button variant="danger" onClick={() => tracker.askCancel()} disabled={tracker.calling !== null}>
            {t('progress.cancel')}
          </Button>
        </div>
      )}
      {tracker.cancelAsked && <CancelDialog tracker={tracker} />}
    </section>
  );
});
