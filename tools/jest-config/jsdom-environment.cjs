// jsdom for the UI projects, with what MSW needs (msw/node intercepts the apps' XMLHttpRequests in Jest):
// Node's Fetch API classes and streams, which jsdom lacks, and the node export conditions so `msw/node` resolves.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Headers',
  'Response',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoderStream',
  'TextDecoderStream',
  'BroadcastChannel',
  'structuredClone',
];

/** Reads a jsdom Blob through jsdom's own FileReader: jsdom's Blob has no arrayBuffer() and Node cannot read it. */
function bytesOf(window, blob) {
  return new Promise((resolve, reject) => {
    const reader = new window.FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * MSW turns each XMLHttpRequest into a Node `Request`; Node's Request does not know jsdom's FormData and would send
 * "[object FormData]". This Request encodes a jsdom FormData body as the multipart/form-data a browser sends.
 */
function requestFor(window) {
  const NodeRequest = globalThis.Request;
  const encoder = new TextEncoder();
  return class Request extends NodeRequest {
    constructor(input, init = {}) {
      if (!(init.body instanceof window.FormData)) {
        super(input, init);
        return;
      }
      const boundary = `----jetkiz-test-${Math.random().toString(16).slice(2)}`;
      const entries = [...init.body.entries()];
      const body = new ReadableStream({
        async start(controller) {
          for (const [name, value] of entries) {
            const isFile = value instanceof window.Blob;
            const disposition = isFile
              ? `form-data; name="${name}"; filename="${value.name ?? 'blob'}"\r\nContent-Type: ${value.type || 'application/octet-stream'}`
              : `form-data; name="${name}"`;
            controller.enqueue(encoder.encode(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
            controller.enqueue(isFile ? await bytesOf(window, value) : encoder.encode(value));
            controller.enqueue(encoder.encode('\r\n'));
          }
          controller.enqueue(encoder.encode(`--${boundary}--\r\n`));
          controller.close();
        },
      });
      const headers = new Headers(init.headers);
      headers.set('Content-Type', `multipart/form-data; boundary=${boundary}`);
      super(input, { ...init, body, headers, duplex: 'half' });
    }
  };
}

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.customExportConditions = [''];
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    this.global.Request = requestFor(this.global);
  }
}

module.exports = JsdomWithFetchEnvironment;
