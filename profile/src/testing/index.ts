export { apiClientFor, mockApi } from '@jetkiz/mock-api';
export type { Answer, MockApi, Responder } from '@jetkiz/mock-api';
export {
  CITIES,
  aBind,
  aChatList,
  aChatSummary,
  aDeal,
  aFinance,
  aMessage,
  aMyParcel,
  aMyTrip,
  aParcel,
  aTrip,
  aUser,
  cityName,
} from './fixtures';
export { loadTestTexts } from './texts';
export { BUSY_FOR_30_SECONDS } from './busy';
export { setUpMockedApiTest } from './mocked-api-test';
export { renderLoaded } from './render-loaded';
export { seriousAxeViolations } from './accessibility';
export { fakeChatStream } from './chat-api';
