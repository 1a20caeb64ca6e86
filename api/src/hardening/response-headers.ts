import type { FastifyInstance } from 'fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every API answer: `nosniff`; `Cache-Control: no-store` unless the route chose its own caching (public
 * data such as cities and photos), so no token or personal answer is kept by a browser or a shared cache; HSTS when
 * the API is served over HTTPS (production).
 */
export function registerResponseHeaders(app: FastifyInstance, { hsts }: { hsts: boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (hsts) reply.header('strict-transport-security', HSTS);
  });
}
