export type {
  ApiClient,
  ApiClientOptions,
  AuthCalls,
  BindCalls,
  EmailConfirmationCalls,
  InsuranceCalls,
  MeCalls,
  ParcelCalls,
  PriceCalls,
  TripCalls,
} from './api-client';
export type { ApiError } from './api-error';
export { createApiClient } from './create-api-client';
export { toApiError } from './to-api-error';
