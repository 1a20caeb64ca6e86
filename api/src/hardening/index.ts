export { redactUrl, serializeRequest } from './log-redaction';
export { registerResponseHeaders } from './response-headers';
export { trustProxyOption } from './trust-proxy';
