/** The longest search text: a street, a building and a city with room to spare. */
export const GEO_QUERY_MAX_LENGTH = 200;
/** Suggestions one search answers at most. */
export const GEO_MAX_SUGGESTIONS = 10;
export const SHORT_LINK_PLACE_MAX_LENGTH = 100;
export const SHORT_LINK_STREET_MAX_LENGTH = 200;
export const SHORT_LINK_BUILDING_MAX_LENGTH = 20;
