import type { HostApi, ModalName, ModalParams } from '../host-api/host-api';

/** Module Federation container names. */
export const REMOTES = {
  marketing: 'mfe_marketing',
  auth: 'mfe_auth',
  schedule: 'mfe_schedule',
  widgets: 'mfe_widgets',
  logistics: 'mfe_logistics',
} as const;

export type RemoteKey = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteKey];

/** Exposed module names, per remote. */
export const REMOTE_MODULES = {
  marketing: { page: './Page', modal: './Modal', subscriptionForm: './SubscriptionForm' },
  auth: { modal: './Modal' },
  schedule: { page: './Page' },
  widgets: { widget: './Widget' },
  logistics: { widget: './Widget', modal: './Modal' },
} as const;

/** `remoteModuleId('marketing', 'page')` → 'mfe_marketing/Page', the id `loadRemote` takes. */
export function remoteModuleId<R extends RemoteKey>(
  remote: R,
  module: keyof (typeof REMOTE_MODULES)[R],
): string {
  const exposed = REMOTE_MODULES[remote][module] as string;
  return `${REMOTES[remote]}/${exposed.replace(/^\.\//, '')}`;
}

export type MarketingPage =
  | 'home'
  | 'about'
  | 'prices'
  | 'traveler'
  | 'confirm-email'
  | 'public-offer'
  | 'insurance-conditions'
  | 'confidentiality-policy'
  | 'payment-rules';

export interface MarketingPageProps {
  host: HostApi;
  page: MarketingPage;
}

export type MarketingModalName = 'contacts' | 'contact-form';

export interface MarketingModalProps {
  host: HostApi;
  name: MarketingModalName;
  params: ModalParams;
}

export interface SubscriptionFormProps {
  host: HostApi;
}

export type AuthModalName =
  | 'authorization'
  | 'login'
  | 'register-verify-phone'
  | 'register-verify-password'
  | 'register-additional'
  | 'register-complete'
  | 'forgot-password-verify-phone'
  | 'forgot-password-verify-password'
  | 'forgot-password-complete'
  | 'email-confirmation';

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

export type LogisticsModalName = 'delivery-state' | 'insurance-error';

export interface LogisticsWidgetProps {
  host: HostApi | null;
  widget: LogisticsWidgetName;
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
