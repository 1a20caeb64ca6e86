import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/**
 * OpenAPI built from the routes' schemas; UI at /docs, JSON at /docs/json. Register before the routes.
 * `ui: false` (production without DOCS_PUBLIC=1) serves neither: the document is still built (app.swagger()).
 */
export async function registerDocs(app: FastifyInstance, { ui = true }: { ui?: boolean } = {}): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Jetkiz API', version: '0.1.0', description: 'Peer-to-peer parcel delivery marketplace for Kazakhstan' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Opaque token from login or register' } },
      },
    },
  });
  if (ui) await app.register(swaggerUi, { routePrefix: '/docs' });
}
