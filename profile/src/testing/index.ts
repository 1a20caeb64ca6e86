export { apiClientFor, mockApi } from '@jetkiz/mock-api';
export type { Answer, ApiCall, MockApi, Responder } from '@jetkiz/mock-api';
export { CITIES, aBind, aDeal, aFinance, aMyParcel, aMyTrip, aParcel, aTrip, aUser, cityName } from './fixtures';
export { loadTestTexts } from './texts';
export { setUpMockedApiTest } from './mocked-api-test';
