// The field builders the other contract folders compose their schemas from. The validation index exports them as
// one namespace, `schemaFields`, so generic names like `date` or `integer` do not become the package's root names.
export { currency, date, dateTime, integer, oneOf, tiyn } from './entity-fields';
export { countField, isoDateQueryField, oneOfQueryField, pathIdParams } from './request-schemas';
export { oneOfField } from './shared-fields';
export { pastDateField } from './verification-schema';
