import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { withDatabaseWait, type DatabaseWait } from '../db';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** how the route waits for a database connection; default `request` (shed with 503 when the queue is full) */
    databaseWait?: DatabaseWait;
  }
}

/**
 * Puts each request's database work in its kind of wait (connection-gate.ts): a request is shed when the queue in front
 * of the database is full, a route marked `databaseWait: 'priority'` (the health check) is not. Entered again after the
 * body is read: the body's stream events come from the socket, outside the context entered on the request.
 */
export function registerDatabaseWaits(app: FastifyInstance): void {
  const enter = (request: FastifyRequest, done: HookHandlerDoneFunction) =>
    withDatabaseWait(request.routeOptions.config.databaseWait ?? 'request', () => done());
  app.addHook('onRequest', (request, _reply, done) => enter(request, done));
  app.addHook('preValidation', (request, _reply, done) => enter(request, done));
}
