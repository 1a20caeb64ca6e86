import { MESSAGE_KEYS as K } from '../errors';
import { guestTripCreateSchema, tripCreateSchema } from './trip-schema';
import { validateObject } from './validate';

const trip = {
  from_city_id: 1,
  to_city_id: 2,
  trip_date: `${new Date().getFullYear() + 1}-03-01`,
  return_date: null,
  is_logistic_company: false,
  offered_amount: 5000,
  contact_phone: '77012345678',
  weight_allowance: 'baggage',
  first_name: 'Құрманғазы',
  delivery_type: 'railway',
};

function errorsOf(changes: object, schema = tripCreateSchema) {
  return validateObject(schema, { ...trip, ...changes });
}

describe('tripCreateSchema', () => {
  it('accepts a trip', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ return_date: `${new Date().getFullYear() + 1}-03-01` })).toEqual({});
  });

  it('keeps the return not before the trip', () => {
    expect(errorsOf({ return_date: `${new Date().getFullYear() + 1}-02-28` })).toEqual({ return_date: [K.returnBeforeTrip] });
    expect(errorsOf({ return_date: `${new Date().getFullYear() + 1}-13-01` })).toEqual({ return_date: [K.untitledError] });
  });

  it('needs a trip date not in the past and two different cities', () => {
    expect(errorsOf({ trip_date: '2001-01-01' })).toEqual({ trip_date: [K.dateInPast] });
    expect(errorsOf({ to_city_id: 1 })).toEqual({ to_city_id: [K.sameCities] });
  });

  it('needs a non-negative amount and known options', () => {
    expect(errorsOf({ offered_amount: -1 })).toEqual({ offered_amount: [K.invalidMinValue] });
    expect(errorsOf({ offered_amount: undefined })).toEqual({ offered_amount: [K.fieldRequired] });
    expect(errorsOf({ weight_allowance: 'truck', delivery_type: 'harbour' })).toEqual({
      weight_allowance: [K.untitledError],
      delivery_type: [K.untitledError],
    });
  });

  it('checks the traveler name and contacts when given', () => {
    expect(errorsOf({ first_name: 'R2D2' })).toEqual({ first_name: [K.onlyLettersRequired] });
    expect(errorsOf({ contact_phone: '123', contact_email: 'x' })).toEqual({
      contact_phone: [K.phoneNotValid],
      contact_email: [K.emailNotValid],
    });
    expect(errorsOf({ contact_phone: undefined })).toEqual({});
  });
});

describe('guestTripCreateSchema', () => {
  it('needs a phone or an e-mail', () => {
    expect(errorsOf({}, guestTripCreateSchema)).toEqual({});
    expect(errorsOf({ contact_phone: '', contact_email: 'a@b.kz' }, guestTripCreateSchema)).toEqual({});
    expect(errorsOf({ contact_phone: '' }, guestTripCreateSchema)).toEqual({
      contact_phone: [K.contactRequired],
      contact_email: [K.contactRequired],
    });
  });
});
