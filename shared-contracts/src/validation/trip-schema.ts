import { boolean, object, type TestContext } from 'yup';
import type { DeliveryType, WeightAllowance } from '../entities';
import { MESSAGE_KEYS } from '../errors';
import { isEmptyValue, emailRule, firstNameRule, phoneRule } from './field-rules';
import { amountField, cityIdField, destinationCityField, futureDateField, oneOfField, plannedDateField } from './shared-fields';

const DELIVERY_TYPES: readonly DeliveryType[] = ['address', 'railway', 'airport'];
const WEIGHT_ALLOWANCES: readonly WeightAllowance[] = ['hand_luggage', 'baggage'];

interface TripParent {
  trip_date?: string;
  contact_phone?: string | null;
  contact_email?: string | null;
}

const returnDateField = plannedDateField()
  .nullable()
  .test({
    name: 'returnAfterTrip',
    message: MESSAGE_KEYS.returnBeforeTrip,
    test(value, context: TestContext) {
      const { trip_date: tripDate } = context.parent as TripParent;
      return isEmptyValue(value) || !tripDate || String(value) >= tripDate;
    },
  });

export const tripCreateSchema = object({
  from_city_id: cityIdField(),
  to_city_id: destinationCityField(),
  trip_date: futureDateField(),
  return_date: returnDateField,
  is_logistic_company: boolean().typeError(MESSAGE_KEYS.untitledError).default(false),
  offered_amount: amountField().required(MESSAGE_KEYS.fieldRequired),
  contact_phone: phoneRule,
  contact_email: emailRule,
  weight_allowance: oneOfField(WEIGHT_ALLOWANCES),
  first_name: firstNameRule,
  delivery_type: oneOfField(DELIVERY_TYPES),
});

function hasContact(parent: TripParent): boolean {
  return !isEmptyValue(parent.contact_phone) || !isEmptyValue(parent.contact_email);
}

const contactTest = {
  name: 'contactRequired',
  message: MESSAGE_KEYS.contactRequired,
  test: (_value: unknown, context: TestContext) => hasContact(context.parent as TripParent),
};

/** A guest's trip must say how to reach the traveler: a phone, an e-mail, or both. */
export const guestTripCreateSchema = tripCreateSchema.shape({
  contact_phone: phoneRule.test(contactTest),
  contact_email: emailRule.test(contactTest),
});
