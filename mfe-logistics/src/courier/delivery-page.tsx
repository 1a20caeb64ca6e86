import { widgetMessage } from '@jetkiz/contracts';
import type { ApiClient, HostApi, LogisticClaim, User } from '@jetkiz/contracts';
import { Button } from '@jetkiz/web-kit';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { bindIdOf } from '../bind-id';
import { ClaimProgress, PAYMENT_STATUSES } from './claim-progress';
import { ClaimTracker, type ClaimTrackerOptions } from './claim-tracker';
import { courierFrameOf, type CourierFrame } from './courier-frame';
import { CourierOrderStore } from './courier-order';
import { useCourierTexts } from './courier-texts';
import { EstimateStep } from './estimate-step';
import { OrderStep } from './order-step';
import { OrderSteps } from './order-steps';
import type { PointPickerOptions } from './point-picker';
import { PointsStep } from './points-step';
import { RetryAlert } from './retry-alert';
import { ShortLinkPage } from './short-link-page';
import styles from './courier.module.css';

/** Clocks and device access a test may set; the page's own otherwise. */
export interface DeliveryPageOptions {
  tracker?: ClaimTrackerOptions;
  picker?: PointPickerOptions;
  /** the window the page runs in, to tell whether a partner frames it */
  view?: Window;
}

/** Whose calls the page makes: the site's session, or the token a partner's frame handed over. */
interface CourierAccess {
  api: ApiClient;
  isLoggedIn: boolean;
  /** the profile that prefills the sender; a partner's frame has none */
  user: User | null;
  askLogin: () => void;
}

function accessOf(host: HostApi, frame: CourierFrame | null): CourierAccess {
  if (frame) {
    return { api: frame.api, isLoggedIn: frame.isLoggedIn, user: null, askLogin: () => frame.send(widgetMessage('click-login', {})) };
  }
  return { api: host.api, isLoggedIn: host.session.isLoggedIn, user: host.session.user, askLogin: () => host.modals.open('login') };
}

export type DeliveryWidget = 'delivery' | 'deliveryModal';

export interface DeliveryPageProps {
  host: HostApi;
  /** `deliveryModal`: the same flow, tighter, for partners' iframes */
  widget: DeliveryWidget;
  /** the page's query: `bind`, `claim` or `link` */
  query: URLSearchParams;
  options?: DeliveryPageOptions;
}

function LoginNeeded({ access }: { access: CourierAccess }) {
  const { t } = useCourierTexts();
  return (
    <div className={styles.step}>
      <p>{t('page.logIn')}</p>
      <div className={styles.actions}>
        <Button onClick={access.askLogin}>{t('page.logInButton')}</Button>
      </div>
    </div>
  );
}

function NoDeal({ host }: { host: HostApi }) {
  const { t } = useCourierTexts();
  return (
    <div className={styles.step}>
      <p>{t('page.noDeal')}</p>
      <a href={host.navigation.profileUrl()}>{t('page.toProfile')}</a>
    </div>
  );
}

interface NewOrderProps {
  host: HostApi;
  access: CourierAccess;
  bindId: number;
  onCreated: (claim: LogisticClaim) => void;
  options: DeliveryPageOptions;
}

/** Steps 1 to 3 of a new order for one deal. */
const NewOrder = observer(function NewOrder({ host, access, bindId, onCreated, options }: NewOrderProps) {
  const [order] = useState(() => new CourierOrderStore(access.api, bindId, access.user, onCreated, options.picker));
  const user = access.user;
  useEffect(() => order.prefillSender(user), [order, user]);
  useEffect(() => () => order.dispose(), [order]);
  const language = host.locale.language;
  return (
    <>
      <OrderSteps current={order.step} />
      {order.step === 'points' && <PointsStep order={order} />}
      {order.step === 'estimate' && <EstimateStep order={order} language={language} />}
      {order.step === 'order' && <OrderStep order={order} language={language} />}
    </>
  );
});

interface ClaimViewProps {
  host: HostApi;
  id: string;
  tracker: ClaimTracker;
  onOrderAgain: (claim: LogisticClaim) => void;
}

/** Steps 4 and 5 of a claim named in the URL: still there after a reload. */
const ClaimView = observer(function ClaimView({ host, id, tracker, onOrderAgain }: ClaimViewProps) {
  const { t } = useCourierTexts();
  useEffect(() => {
    if (tracker.shown?.id !== id) void tracker.follow(id);
  }, [tracker, id]);
  const claim = tracker.shown;
  if (claim?.id === id) {
    return (
      <>
        <OrderSteps current={PAYMENT_STATUSES.includes(claim.status) ? 'payment' : 'tracking'} />
        <ClaimProgress tracker={tracker} language={host.locale.language} onOrderAgain={onOrderAgain} />
      </>
    );
  }
  if (tracker.loadState === 'notFound') return <p role="alert">{t('page.notFound')}</p>;
  if (tracker.loadState === 'failed') {
    return <RetryAlert errorKey={tracker.loadErrorKey} onRetry={() => void tracker.follow(id)} />;
  }
  return <p aria-busy="true">{t('page.loading')}</p>;
});

interface CourierFlowProps {
  host: HostApi;
  access: CourierAccess;
  query: URLSearchParams;
  /** moves the page to this query; the claim's id in the URL is what brings an order back after a reload */
  goTo: (query: Record<string, string>) => void;
  options: DeliveryPageOptions;
}

const CourierFlow = observer(function CourierFlow({ host, access, query, goTo, options }: CourierFlowProps) {
  const [tracker] = useState(() => new ClaimTracker(access.api.logistics, options.tracker));
  useEffect(() => () => tracker.stop(), [tracker]);
  const claimId = query.get('claim');
  const bindId = bindIdOf(query.get('bind'));
  if (!access.isLoggedIn) return <LoginNeeded access={access} />;
  if (claimId) {
    return (
      <ClaimView host={host} id={claimId} tracker={tracker} onOrderAgain={(claim) => goTo({ bind: String(claim.parcel_trip_bind_id) })} />
    );
  }
  if (bindId === null) return <NoDeal host={host} />;
  const created = (claim: LogisticClaim) => {
    tracker.start(claim);
    goTo({ claim: claim.id });
  };
  return <NewOrder key={bindId} host={host} access={access} bindId={bindId} onCreated={created} options={options} />;
});

/**
 * `widget/delivery` (and the compact `widget/deliveryModal`): `?bind=<id>` orders a courier for that deal,
 * `?claim=<id>` follows an order, `?link=<id>` is the short link page of whoever is at a point.
 */
export const DeliveryPage = observer(function DeliveryPage({ host, widget, query, options = {} }: DeliveryPageProps) {
  const { t } = useCourierTexts();
  const [frame] = useState(() => courierFrameOf(options.view ?? window, host));
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => (frame && content.current ? frame.start(content.current) : undefined), [frame]);
  const access = accessOf(host, frame);
  const linkId = query.get('link');
  const goTo = (next: Record<string, string>) => host.navigation.go(`/widget/${widget}?${new URLSearchParams(next)}`);
  return (
    <div ref={content} className={widget === 'deliveryModal' ? `${styles.page} ${styles.compact}` : styles.page}>
      <h1 className={styles.title}>{t(linkId ? 'link.pageTitle' : 'title')}</h1>
      {linkId ? (
        <ShortLinkPage api={access.api} id={linkId} pickerOptions={options.picker} />
      ) : (
        <CourierFlow host={host} access={access} query={query} goTo={goTo} options={options} />
      )}
    </div>
  );
});
