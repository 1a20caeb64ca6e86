// The trips and parcels the benchmarks post: a traveler's railway trip and a sender's documents, Almaty → Astana.

/** The ISO date `days` from today. */
export function isoDaysFromNow(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The body of POST /trips: a traveler by rail from Almaty (1) to Astana (2) on `tripDate`, baggage allowance. */
export function tripBody(tripDate) {
  return {
    from_city_id: 1,
    to_city_id: 2,
    trip_date: tripDate,
    return_date: null,
    is_logistic_company: false,
    offered_amount: 4000,
    weight_allowance: 'baggage',
    first_name: 'Traveler',
    delivery_type: 'railway',
  };
}

/** The body of POST /parcels: documents from Almaty (1) to Astana (2) with a reward of 5,000 ₸. */
export function documentsParcelBody(description, deadline) {
  return {
    type: 'documents',
    weight_class: 'documents',
    image_ids: [],
    description,
    deadline,
    from_city_id: 1,
    to_city_id: 2,
    reward: 5000,
  };
}
