// Chat delivery: messages per second and the latency from a POST to its receipt on the other party's live stream
// (SSE), with BENCH_CLIENTS (default 200) streams open on one API process across BENCH_CLIENTS / 2 requests (both
// parties of each). Starts its own API on embedded PGlite (or on DATABASE_URL when set), posts from
// BENCH_POSTERS (default 10) concurrent writers for BENCH_SECONDS (default 10), and stops it afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signUp } from './lib/accounts.mjs';
import { SECONDS, startApi, stopApi } from './lib/api-process.mjs';
import { percentile } from './lib/latency.mjs';
import { documentsParcelBody, isoDaysFromNow, tripBody } from './lib/marketplace.mjs';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const POSTERS = Number(process.env.BENCH_POSTERS ?? 10);
const BINDS = Math.max(1, Math.floor(CLIENTS / 2));
const HIGH = '100000000';

async function call(base, method, url, body, token) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Opens a chat stream with fetch (as the profile does) and calls onMessage(message, receivedAt) for each message event. */
async function openStream(base, bindId, token, onMessage) {
  const controller = new AbortController();
  const response = await fetch(`${base}/binds/${bindId}/messages/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.includes('event: message')) continue;
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data) onMessage(JSON.parse(data), performance.now());
      }
    }
  })().catch(() => undefined);
  return () => controller.abort();
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'jetkiz-bench-chat-'));
const { child, base } = await startApi(dataDir, {
  DEV_ROUTES: '1',
  PASSWORD_HASH_N: '1024',
  LIMIT_CHAT_MESSAGES_PER_MINUTE: HIGH,
  LIMIT_BINDS_PER_SENDER_PER_HOUR: HIGH,
  LIMIT_MARKETPLACE_PER_IP_PER_HOUR: HIGH,
  LIMIT_SMS_PER_IP_PER_HOUR: HIGH,
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const closers = [];
try {
  const send = (method, url, body) => call(base, method, url, body);
  const sender = await signUp(send, '77019990101', 'Sender');
  const traveler = await signUp(send, '77019990102', 'Traveler');
  const trip = await call(base, 'POST', '/trips', tripBody(isoDaysFromNow(5)), traveler);
  const binds = [];
  for (let n = 0; n < BINDS; n += 1) {
    const parcel = await call(base, 'POST', '/parcels', documentsParcelBody(`Bench parcel ${n}`, isoDaysFromNow(10)), sender);
    binds.push((await call(base, 'POST', `/parcels/${parcel.id}/trips/binds`, { trip_id: trip.id }, sender)).id);
  }

  const postedAt = new Map();
  const latencies = [];
  const receive = (message, at) => {
    if (message.author !== 'other') return;
    const started = postedAt.get(message.text);
    if (started !== undefined) latencies.push(at - started);
  };
  for (const bindId of binds) {
    closers.push(await openStream(base, bindId, sender, receive));
    closers.push(await openStream(base, bindId, traveler, receive));
  }

  let posted = 0;
  const endAt = performance.now() + SECONDS * 1000;
  const runStarted = performance.now();
  await Promise.all(
    Array.from({ length: POSTERS }, async (_, poster) => {
      for (let n = 0; performance.now() < endAt; n += 1) {
        const bindId = binds[(poster + n * POSTERS) % binds.length];
        const text = `bench ${poster}-${n}`;
        postedAt.set(text, performance.now());
        await call(base, 'POST', `/binds/${bindId}/messages`, { text }, n % 2 ? traveler : sender);
        posted += 1;
      }
    }),
  );
  const elapsed = (performance.now() - runStarted) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sorted = latencies.sort((a, b) => a - b);
  const database = process.env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : 'embedded PGlite';
  console.log(
    `Chat benchmark: ${CLIENTS} connected streams over ${BINDS} requests on one process, ${POSTERS} writers, ${SECONDS} s, Node ${process.version}, ${database}`,
  );
  console.log(`messages posted: ${posted} (${(posted / elapsed).toFixed(0)} per second); received by the other party: ${sorted.length}`);
  console.log(
    `delivery latency, POST to receipt: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
  );
  if (sorted.length < posted) process.exitCode = 1;
} finally {
  for (const close of closers) close();
  await stopApi(child);
  rmSync(dataDir, { recursive: true, force: true });
}
