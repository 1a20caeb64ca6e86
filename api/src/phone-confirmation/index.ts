export { registerCodeCheckRoute } from './code-check-route';
export type { CodeCheckRoute, CodeCheckRouteDependencies } from './code-check-route';
export { createPhoneCodes } from './phone-codes';
export type { CodeCheck, CodeOutcome, PhoneCodeSettings, PhoneCodes } from './phone-codes';
export { createPhoneConfirmation } from './phone-confirmation';
export type { PhoneConfirmation, PhoneConfirmationDependencies } from './phone-confirmation';
export { phoneConfirmationRoutes } from './phone-confirmation-routes';
export type { PhoneConfirmationRoutesDependencies } from './phone-confirmation-routes';
