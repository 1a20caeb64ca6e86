export { createTestDatabase } from './test-database';
export type { TestDatabase } from './test-database';
export { PRODUCTION_ENV, buildTestApp, setUpTestApp, testConfig } from './test-app';
export type { TestApp } from './test-app';
export {
  bearer,
  confirmedPhone,
  emailLink,
  eventually,
  expectValidationErrors,
  outboxFor,
  passwordResetCode,
  post,
  postRaw,
  registerUser,
  resetPassword,
  signUpCode,
  smsCode,
  uniquePhone,
  updatePhoneCodes,
  wrongCode,
} from './flows';
export type { RegisteredUser } from './flows';
export {
  ALMATY,
  ASTANA,
  SHYMKENT,
  createParcel,
  createTrip,
  daysFromToday,
  fakeBotCheck,
  insertYesterdaysTrip,
  itChecksTheForm,
  jpegBytes,
  parcelBody,
  pngBytes,
  readJson,
  request,
  tripBody,
  uploadImages,
} from './marketplace';
export { insertTripsInBulk } from './bulk-trips';
export { jobsFinished } from './jobs';
export { pngOfSize, questionnaireBody, uploadVerificationPhotos, verifyUser } from './verification';
export { DEV_PROCESS_ENV, freePort, spawnApi, startApiProcess } from './api-process';
export type { ApiProcess } from './api-process';
export { crashingApi } from './crashing-api';
export { listenOnFreePort } from './listen';
export type { ListeningServer } from './listen';
export { remoteApp } from './remote-app';
export { publishedReviewsOf } from './reviews';
export { rejectionOf } from './rejection';
