// What the lazily loaded API client chunk holds: only the client, not the rest of @jetkiz/contracts.
export { createApiClient } from '@jetkiz/contracts';
