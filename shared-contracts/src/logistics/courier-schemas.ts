import { object } from 'yup';
import { oneOf } from '../validation';
import { COURIER_PROVIDER_STATUSES } from './claim-status';

/** `POST /dev/courier/claims/{id}/advance` (DEV_ROUTES only): the simulator's next status, or the one named. */
export const devCourierAdvanceSchema = object({
  to: oneOf(COURIER_PROVIDER_STATUSES).optional(),
});
