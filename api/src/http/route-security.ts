import type { FastifyRequest, FastifySchema } from 'fastify';

/** The OpenAPI security of a route for signed-in users: the session's bearer token (see docs' securitySchemes). */
export const BEARER: Record<string, string[]>[] = [{ bearer: [] }];

/** The OpenAPI security of a route guests call too: the bearer token, or none. */
export const BEARER_OR_NONE: Record<string, string[]>[] = [{ bearer: [] }, {}];

/**
 * The options of a part's routes for signed-in users only: `authenticate` answers 401 without a session, so the docs
 * list each under `tag` with the bearer token; the route's schema adds its summary and the rest.
 */
export function signedInRoutes(tag: string, authenticate: (request: FastifyRequest) => Promise<void>) {
  return (schema: FastifySchema) => ({ preHandler: authenticate, schema: { tags: [tag], security: BEARER, ...schema } });
}
