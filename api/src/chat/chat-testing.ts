import type { FastifyInstance } from 'fastify';
import { createParcel, request, type RegisteredUser } from '../testing';

export interface ServerEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** A chat stream read over real HTTP, as the profile reads it: fetch streaming with the Authorization header. */
export interface EventReader {
  status: number;
  /** the next event (comments skipped); rejects after `timeoutMs` */
  next(timeoutMs?: number): Promise<ServerEvent>;
  /** events that arrive within `ms` */
  collectFor(ms: number): Promise<ServerEvent[]>;
  close(): void;
}

export async function openEventStream(
  url: string,
  { token, lastEventId }: { token?: string; lastEventId?: string } = {},
): Promise<EventReader> {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(url, { headers, signal: controller.signal });
  const queue: ServerEvent[] = [];
  const waiting: ((event: ServerEvent) => void)[] = [];
  let buffer = '';
  const push = (block: string) => {
    const fields = { id: undefined as string | undefined, event: 'message', data: '' };
    let hasData = false;
    for (const line of block.split('\n')) {
      const [, name, value] = /^([^:]*):? ?(.*)$/.exec(line) ?? [];
      if (name === 'id') fields.id = value;
      if (name === 'event') fields.event = value;
      if (name === 'data') {
        fields.data += value;
        hasData = true;
      }
    }
    if (!hasData) return;
    const event = { ...fields, data: JSON.parse(fields.data) as unknown };
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  if (response.ok && response.body) {
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          push(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    })().catch(() => undefined);
  }
  const next = (timeoutMs = 5000) =>
    new Promise<ServerEvent>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(deliver), 1);
        reject(new Error(`no server event within ${timeoutMs} ms`));
      }, timeoutMs);
      const deliver = (event: ServerEvent) => {
        clearTimeout(timer);
        resolve(event);
      };
      waiting.push(deliver);
    });
  return {
    status: response.status,
    next,
    async collectFor(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    close: () => controller.abort(),
  };
}

/** A parcel of the sender offered to the traveler's trip, still pending. */
export async function pendingBind(app: FastifyInstance, sender: RegisteredUser | null, tripId: number, guestEmail?: string) {
  const parcel = await createParcel(app, sender?.token ?? null, guestEmail ? { guest_email: guestEmail } : {});
  const query = parcel.guest_token ? `?guest_token=${parcel.guest_token}` : '';
  const offered = await request(app, 'POST', `/parcels/${parcel.id}/trips/binds${query}`, sender?.token ?? null, { trip_id: tripId });
  if (offered.statusCode !== 201) throw new Error(`bind answered ${offered.statusCode}: ${offered.body}`);
  return { bindId: offered.json<{ id: number }>().id, guestToken: parcel.guest_token };
}
