import type { ChatMessage, ChatReadReceipt } from '@jetkiz/contracts';
import type { MockApi } from '@jetkiz/mock-api';
import { http, HttpResponse } from 'msw';

/** The one MSW server of the test file, which the mocked API has started. */
function mswServer(): { use: (...handlers: ReturnType<typeof http.get>[]) => void } {
  const server = (globalThis as Record<symbol, unknown>)[Symbol.for('jetkiz.mock-api.server')];
  if (!server) throw new Error('fakeChatStream: create the mocked API first');
  return server as { use: (...handlers: ReturnType<typeof http.get>[]) => void };
}

export interface FakeChatStream {
  /** the headers of each connection, in order (lower-case names) */
  connections: Record<string, string>[];
  message(id: string, message: ChatMessage): void;
  read(id: string, receipt: ChatReadReceipt): void;
  /** any event, as a broken or newer API might send it: `data` is written as it is */
  raw(id: string, event: string, data: string): void;
  /** ends the current connection, as a dropped network or a restarting API does */
  drop(): void;
  /** the status the next connections get instead of a stream */
  refuse(status: number): void;
}

/** `GET /binds/{id}/messages/stream` as Server-Sent Events: a stream body the test writes events into. */
export function fakeChatStream(server: MockApi, bindId: number): FakeChatStream {
  const encoder = new TextEncoder();
  const connections: Record<string, string>[] = [];
  let current: ReadableStreamDefaultController<Uint8Array> | null = null;
  let refusal: number | null = null;
  const write = (text: string) => current?.enqueue(encoder.encode(text));
  mswServer().use(
    http.get(`${server.url}/binds/${bindId}/messages/stream`, ({ request }) => {
      connections.push(Object.fromEntries(request.headers.entries()));
      if (refusal) return HttpResponse.json({ error_type: 'unauthorized' }, { status: refusal });
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          current = controller;
          controller.enqueue(encoder.encode(': connected\n\n'));
        },
      });
      return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }),
  );
  return {
    connections,
    message: (id, message) => write(`id: ${id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`),
    read: (id, receipt) => write(`id: ${id}\nevent: read\ndata: ${JSON.stringify(receipt)}\n\n`),
    raw: (id, event, data) => write(`id: ${id}\nevent: ${event}\ndata: ${data}\n\n`),
    drop: () => {
      current?.close();
      current = null;
    },
    refuse: (status) => {
      refusal = status;
    },
  };
}
