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
export { GEO_MAX_SUGGESTIONS } from './geo-limits';
export {
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
