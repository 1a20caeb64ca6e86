export { MARKETING_PAGES, MODAL_OWNERS, REMOTE_LIST, isAuthModal, isLogisticsModal, isMarketingModal, remoteModuleId } from './remotes';
export type {
  AuthModalProps,
  LogisticsModalProps,
  LogisticsWidgetName,
  LogisticsWidgetProps,
  MarketingModalProps,
  MarketingPage,
  MarketingPageProps,
  ModalOwner,
  SchedulePage,
  SchedulePageProps,
  SubscriptionDraft,
  SubscriptionHandover,
  SubscriptionFormProps,
  WidgetName,
  WidgetProps,
} from './remotes';
