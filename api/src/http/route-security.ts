/** The OpenAPI security of a route for signed-in users: the session's bearer token (see docs' securitySchemes). */
export const BEARER: Record<string, string[]>[] = [{ bearer: [] }];

/** The OpenAPI security of a route guests call too: the bearer token, or none. */
export const BEARER_OR_NONE: Record<string, string[]>[] = [{ bearer: [] }, {}];
