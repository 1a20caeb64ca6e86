import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http';
import type { Session, SessionTokens } from './session-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The bearer's session: set by `authenticate` (always) or `identify` (when a valid token came). */
    session: Session | null;
  }
}

export interface Authenticator {
  /** preHandler: answers 401 unless a valid bearer token came. */
  authenticate(request: FastifyRequest): Promise<void>;
  /** preHandler for calls open to guests: resolves the token when there is one; a bad one still answers 401. */
  identify(request: FastifyRequest): Promise<void>;
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** Adds `request.session` to every request of the app; call once on the root instance. */
export function decorateSession(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

export function createAuthenticator(tokens: SessionTokens): Authenticator {
  async function identify(request: FastifyRequest): Promise<void> {
    const token = bearerOf(request);
    if (!token) return;
    request.session = await tokens.resolve(token);
    if (!request.session) throw unauthorized();
  }
  return {
    async authenticate(request) {
      await identify(request);
      if (!request.session) throw unauthorized();
    },
    identify,
  };
}
