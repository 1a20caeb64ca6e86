import { object } from 'yup';
import { schemaFields } from '../validation';
import { COURIER_PROVIDER_STATUSES } from './claim-status';

const { oneOf } = schemaFields;

/** `POST /dev/courier/claims/{id}/advance` (DEV_ROUTES only): the simulator's next status, or the one named. */
export const devCourierAdvanceSchema = object({
  to: oneOf(COURIER_PROVIDER_STATUSES).optional(),
});
