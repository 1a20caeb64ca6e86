import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: a guest's token, a link's token, a hand-over code, an upload token. */
const SECRET_PARAMS = ['guest_token', 'token', 'code', 'upload_token'];

/** The URL as logged: secret query values replaced, so request logs never hold a token. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
