import type { AuthModalName, HostApi, LogisticsModalName, MarketingModalName, ModalName, ModalParams } from '../host-api';
import REMOTE_LIST from './remote-list.json';

/**
 * Every remote, once: container name, local port and its env var, the env var of its manifest URL, and what it
 * exposes (module name → file). The build config, the shell's config, the stack scripts and the tests read this list.
 */
export { REMOTE_LIST };

export type RemoteKey = keyof typeof REMOTE_LIST;
export type RemoteEntry = (typeof REMOTE_LIST)[RemoteKey];
export type RemoteName = RemoteEntry['container'];

/** Module Federation container names. */
export const REMOTES = Object.fromEntries(Object.entries(REMOTE_LIST).map(([key, remote]) => [key, remote.container])) as Record<
  RemoteKey,
  string
>;

/** `remoteModuleId('marketing', 'page')` → 'mfe_marketing/Page', the id `loadRemote` takes. */
export function remoteModuleId<R extends RemoteKey>(remote: R, module: keyof (typeof REMOTE_LIST)[R]['exposes']): string {
  const entry: RemoteEntry = REMOTE_LIST[remote];
  const exposed = (entry.exposes as Record<string, { module: string }>)[module as string];
  if (!exposed) throw new Error(`${entry.container} exposes no ${String(module)}`);
  return `${entry.container}/${exposed.module.replace(/^\.\//, '')}`;
}

/** The pages the marketing remote draws, in the site's order. */
export const MARKETING_PAGES = [
  'home',
  'about',
  'prices',
  'traveler',
  'confirm-email',
  'public-offer',
  'insurance-conditions',
  'confidentiality-policy',
  'payment-rules',
] as const;

export type MarketingPage = (typeof MARKETING_PAGES)[number];

export interface MarketingPageProps {
  host: HostApi;
  page: MarketingPage;
}

export interface MarketingModalProps {
  host: HostApi;
  name: MarketingModalName;
  params: ModalParams;
}

/** What the visitor did in the footer's stand-in for the subscription form before the form's code arrived. */
export interface SubscriptionDraft {
  /** the e-mail typed so far */
  email: string;
  /** the control that has the focus, which the form moves to its own */
  focus: 'email' | 'submit' | null;
  /** submit was pressed: the form submits once, as it arrives */
  submitted: boolean;
}

/**
 * The footer draws a stand-in of the subscription form (markup only) and loads the form on the visitor's intent; the
 * form takes over what the stand-in holds.
 */
export interface SubscriptionHandover {
  /** what the stand-in holds now (an empty draft once it is gone) */
  draft(): SubscriptionDraft;
  /** the form is in place, with the draft's value and focus: the stand-in goes */
  done(): void;
}

export interface SubscriptionFormProps {
  host: HostApi;
  handover?: SubscriptionHandover;
}

export interface AuthModalProps {
  host: HostApi;
  name: AuthModalName;
  params: ModalParams;
}

export type SchedulePage = 'parcel' | 'board' | 'success';

export interface SchedulePageProps {
  host: HostApi;
  page: SchedulePage;
  parcelId: string | null;
  searchParams: URLSearchParams;
}

export type WidgetName = 'trip' | 'parcel';

/** `host` is null when the widget runs standalone in a partner's iframe. */
export interface WidgetProps {
  host: HostApi | null;
  widget: WidgetName;
}

export type LogisticsWidgetName = 'delivery' | 'deliveryModal' | 'insurance';

export interface LogisticsWidgetProps {
  host: HostApi | null;
  widget: LogisticsWidgetName;
  /** the page's query as the host's router has it now (`?bind=`, `?claim=`…); absent in a page of its own */
  searchParams?: URLSearchParams;
}

export interface LogisticsModalProps {
  host: HostApi;
  name: LogisticsModalName;
  params: ModalParams;
}

export type ModalOwner = 'shell' | 'marketing' | 'auth' | 'logistics';

export const MODAL_OWNERS: Readonly<Record<ModalName, ModalOwner>> = {
  authorization: 'auth',
  login: 'auth',
  'register-verify-phone': 'auth',
  'register-verify-password': 'auth',
  'register-additional': 'auth',
  'register-complete': 'auth',
  'forgot-password-verify-phone': 'auth',
  'forgot-password-verify-password': 'auth',
  'forgot-password-complete': 'auth',
  'email-confirmation': 'auth',
  contacts: 'marketing',
  'contact-form': 'marketing',
  'create-travel': 'shell',
  'create-parcel': 'shell',
  'trip-created': 'shell',
  'parcel-created': 'shell',
  'delivery-state': 'logistics',
  'insurance-error': 'logistics',
};

export function isAuthModal(name: ModalName): name is AuthModalName {
  return MODAL_OWNERS[name] === 'auth';
}

export function isLogisticsModal(name: ModalName): name is LogisticsModalName {
  return MODAL_OWNERS[name] === 'logistics';
}

export function isMarketingModal(name: ModalName): name is MarketingModalName {
  return MODAL_OWNERS[name] === 'marketing';
}
