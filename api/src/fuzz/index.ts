export { describeFailures, fuzzApi, signUpForFuzz } from './run-fuzz';
export type { FuzzFailure, FuzzOptions, FuzzReport } from './run-fuzz';
export { requestArbitrary } from './fuzz-requests';
export type { FuzzRequest } from './fuzz-requests';
export { operationsOf } from './openapi-operations';
export type { JsonSchema, OpenApiDocument, Operation } from './openapi-operations';
export { arbitraryOf, hostileValue, RawJson, toJsonText } from './schema-arbitrary';
