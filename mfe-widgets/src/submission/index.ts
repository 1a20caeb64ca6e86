export { numberOrUndefined, phoneOrUndefined, textOrUndefined } from './form-values';
export type { GuestMode, HandOverTo, ShipmentServices } from './shipment-services';
export { failureMessageKey, submissionFailureOf } from './submission-failure';
export type { SubmissionFailure } from './submission-failure';
export { SubmissionState } from './submission-state';
export type { FieldErrorsTarget, StartedForm } from './submission-state';
