export { apiClientFor, startApiServer } from '@jetkiz/test-api-server';
export type { Answer, ApiCall, ApiServer, Responder } from '@jetkiz/test-api-server';
export { CITIES, aBind, aMyParcel, aMyTrip, aParcel, aTrip, aUser, cityName } from './fixtures';
export { loadTestTexts } from './texts';
