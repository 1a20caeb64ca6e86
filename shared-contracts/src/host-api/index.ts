export type {
  AlertsApi,
  DraftsApi,
  HostApi,
  HostConfig,
  LocaleApi,
  ModalName,
  ModalParams,
  ModalsApi,
  NavigationApi,
  OpenModal,
  SessionApi,
  SignupDraft,
} from './host-api';
export { createSessionDrafts } from './session-drafts';
