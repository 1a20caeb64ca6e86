export type {
  AddressSuggestion,
  GeoReverseAnswer,
  GeoReverseQuery,
  GeoSearchAnswer,
  GeoSearchQuery,
  LonLat,
  ShortLinkCreated,
  ShortLinkDetails,
  ShortLinkPointCorrection,
} from './geo';
export {
  GEO_MAX_SUGGESTIONS,
  GEO_QUERY_MAX_LENGTH,
  SHORT_LINK_BUILDING_MAX_LENGTH,
  SHORT_LINK_PLACE_MAX_LENGTH,
  SHORT_LINK_STREET_MAX_LENGTH,
} from './geo-limits';
export {
  addressSuggestionEntitySchema,
  geoReverseAnswerEntitySchema,
  geoReverseQuerySchema,
  geoSearchAnswerEntitySchema,
  geoSearchQuerySchema,
  shortLinkCreatedEntitySchema,
  shortLinkEntitySchema,
  shortLinkIdParamsSchema,
  shortLinkPointSchema,
  shortLinkSchema,
} from './geo-schemas';
