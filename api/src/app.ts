import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { citiesRoutes } from './cities';
import type { Config } from './config';
import type { Db } from './db';
import { registerDocs } from './docs';
import { healthRoutes } from './health';
import { registerErrorHandling } from './http';

export interface AppDependencies {
  db: Db;
  config: Config;
}

/** Logged objects never carry secrets: these paths are replaced before a line is written. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...['password', 'password_confirmation', 'code', 'token', 'google_recaptcha_token'].flatMap((field) => [field, `*.${field}`, `body.${field}`]),
];

/** The whole API as a Fastify instance, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({ db, config }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: { paths: redactedPaths, censor: '[redacted]' } },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  // Bodies are checked by the yup rules from @jetkiz/contracts in the handlers, so a rule exists once;
  // route schemas describe the API for /docs and shape responses.
  app.setValidatorCompiler(() => () => true);
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  registerErrorHandling(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await registerDocs(app);

  await app.register(healthRoutes(db));
  await app.register(citiesRoutes(db));
  return app;
}
