export { createPhoneCodes } from './phone-codes';
export type { CodeCheck, CodeOutcome, PhoneCodeSettings, PhoneCodes } from './phone-codes';
export { createPhoneConfirmation } from './phone-confirmation';
export type { PhoneConfirmation, PhoneConfirmationDependencies } from './phone-confirmation';
export { phoneConfirmationRoutes } from './phone-confirmation-routes';
export type { PhoneConfirmationRoutesDependencies } from './phone-confirmation-routes';
