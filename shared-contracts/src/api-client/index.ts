export type { ApiClient, ApiClientOptions, ParcelCalls } from './api-client';
export type { ApiError } from './api-error';
export { createApiClient } from './create-api-client';
export { toApiError } from './to-api-error';
export { API_ROUTES } from './api-routes';
export type { HttpMethod } from './api-routes';
