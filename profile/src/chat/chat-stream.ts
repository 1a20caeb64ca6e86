import { chatStreamEventOf, type ChatStreamEvent } from '@jetkiz/contracts';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** Where a chat's live stream is and how to ask for it; EventSource cannot send the Authorization header, fetch can. */
export interface ChatStreamSource {
  url(bindId: number): string;
  /** the session's Authorization and the language, as the API client sends them */
  headers(): Record<string, string>;
  /** a 401: the session has ended, as on any other call */
  onUnauthorized(): void;
  fetch?: typeof fetch;
}

export interface ChatStream {
  close(): void;
}

/** Waits before reconnecting: longer after each failure in a row, back to the first once a connection opened. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000] as const;

type Outcome = 'reconnect' | 'stop';

/** The event as the contracts' schemas read it; null when it is not JSON, not named, or does not match its schema. */
function eventOf({ event, data }: EventSourceMessage): ChatStreamEvent | null {
  if (event === undefined) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  return chatStreamEventOf(event, parsed);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Reads `GET /binds/{id}/messages/stream` (Server-Sent Events) until closed: a dropped or ended connection is opened
 * again after a pause, with `Last-Event-ID` so the API replays what was missed. A 401 ends the session; any other
 * refusal but a 429 (e.g. a 404: not this user's chat) ends the stream.
 */
export function openChatStream(
  source: ChatStreamSource,
  bindId: number,
  onEvent: (event: ChatStreamEvent) => void,
  delays: readonly number[] = RECONNECT_DELAYS_MS,
): ChatStream {
  const controller = new AbortController();
  const doFetch = source.fetch ?? ((input, init) => fetch(input, init));
  let lastEventId: string | null = null;
  let failures = 0;
  let droppedBefore = false;
  // Said once per stream, by the event's name and id only: its data may hold a message's text.
  const dropped = ({ event, id }: EventSourceMessage) => {
    if (droppedBefore) return;
    droppedBefore = true;
    console.warn("chat: a stream event that does not match the contracts' schemas was dropped", { event, id });
  };

  const connect = async (): Promise<Outcome> => {
    const headers: Record<string, string> = { ...source.headers(), Accept: 'text/event-stream' };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await doFetch(source.url(bindId), { headers, signal: controller.signal, cache: 'no-store' });
    if (response.status === 401) {
      source.onUnauthorized();
      return 'stop';
    }
    // not this user's chat, or a request the API will never take: asking again changes nothing
    if (response.status >= 400 && response.status < 500 && response.status !== 429) return 'stop';
    if (!response.ok || !response.body) return 'reconnect';
    failures = 0;
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) lastEventId = message.id;
        const event = eventOf(message);
        if (!event) return dropped(message);
        if (!controller.signal.aborted) onEvent(event);
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'reconnect';
      parser.feed(decoder.decode(value, { stream: true }));
    }
  };

  void (async () => {
    while (!controller.signal.aborted) {
      const outcome = await connect().catch((): Outcome => 'reconnect');
      if (outcome === 'stop' || controller.signal.aborted) return;
      await pause(delays[Math.min(failures, delays.length - 1)] ?? 0, controller.signal);
      failures += 1;
    }
  })();

  return { close: () => controller.abort() };
}
