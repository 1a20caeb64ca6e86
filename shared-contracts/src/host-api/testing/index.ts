export { TEST_CITIES } from './cities';
export { DOCUMENTS_DRAFT, PARCEL_DRAFT, TRIP_DRAFT } from './drafts';
export { parcelOf, tripOf } from './entities';
export { createFakeHost, FAKE_PROFILE_URL, NO_API_URL } from './fake-host-api';
export type { FakeHost, FakeHostOptions } from './fake-host-api';
