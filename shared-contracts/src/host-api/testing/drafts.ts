import type { ParcelDraft, TripDraft } from '../../entities';

/** What the widgets hand over for sign-up (spec §3's pending widget data), as tests use them: a small parcel with a photo… */
export const PARCEL_DRAFT: ParcelDraft = {
  type: 'parcel',
  weight_class: 'S',
  weight_kg: 0.5,
  image_ids: ['photo-3'],
  description: 'Телефон',
  deadline: '2999-01-01',
  from_city_id: 1,
  to_city_id: 2,
};

/** …documents, which have no weight and no photos… */
export const DOCUMENTS_DRAFT: ParcelDraft = {
  type: 'documents',
  weight_class: 'documents',
  image_ids: [],
  description: 'Договор',
  deadline: '2999-01-01',
  from_city_id: 1,
  to_city_id: 2,
};

/** …and a trip. */
export const TRIP_DRAFT: TripDraft = {
  from_city_id: 1,
  to_city_id: 2,
  trip_date: '2999-01-01',
  is_logistic_company: false,
  offered_amount: 2000,
  weight_allowance: 'baggage',
  first_name: 'Үміт',
  delivery_type: 'railway',
};
