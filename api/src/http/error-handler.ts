import type { ApiErrorBody, ErrorType } from '@jetkiz/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseBusyError } from '../db';
import { ApiError, serviceBusy } from './api-error';

const errorTypeByStatus: Record<number, ErrorType> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'too_many_requests',
};

/** Every error, thrown or from Fastify itself, leaves as spec §8's body; user input never causes a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | ApiError | DatabaseBusyError, request, reply) => {
    // The queue in front of the database was full: not a fault, the client is told when to come back.
    const error = thrown instanceof DatabaseBusyError ? serviceBusy(thrown.retryAfterSeconds) : thrown;
    if (error instanceof ApiError) {
      if (error.extra.retry_after !== undefined) reply.header('retry-after', String(error.extra.retry_after));
      return reply.status(error.statusCode).send(error.body);
    }
    // Fastify's own client errors: malformed JSON (400), body too large (413), unsupported content type (415)…
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(errorTypeByStatus[status] ?? 'validation', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('server_error', 'Something went wrong, try again later.'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('not_found', `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });
}

function body(errorType: ErrorType, message: string): ApiErrorBody {
  return { error_type: errorType, error_message: message };
}
