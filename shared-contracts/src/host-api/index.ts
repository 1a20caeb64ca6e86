export type {
  AlertsApi,
  DraftsApi,
  HostApi,
  HostConfig,
  LocaleApi,
  ModalParams,
  ModalsApi,
  NavigationApi,
  OpenModal,
  SessionApi,
  SignupDraft,
} from './host-api';
export type { AuthModalName, LogisticsModalName, MarketingModalName, ModalName } from './modal-names';
export { createSessionDrafts } from './session-drafts';
export { HOST_API_VERSION, HOST_API_VERSION_KEY, isCompatibleHostApi } from './host-api-version';
export { HANDOFF_PARAM, profileHandoffAddress } from './profile-address';
export { parcelPrefillOf, parcelPrefillParams } from './parcel-prefill';
export type { ParcelPrefill } from './parcel-prefill';
