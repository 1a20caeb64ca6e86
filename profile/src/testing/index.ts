export { apiClientFor, startApiServer } from './api-server';
export type { Answer, ApiCall, ApiServer, Responder } from './api-server';
export { CITIES, aBind, aMyParcel, aMyTrip, aParcel, aTrip, aUser, cityName } from './fixtures';
export { loadTestTexts } from './texts';
