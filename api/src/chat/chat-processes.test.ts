import type { ChatMessage } from '@jetkiz/contracts';
import {
  DEV_PROCESS_ENV,
  createTestDatabase,
  createTrip,
  registerUser,
  remoteApp,
  request,
  startApiProcess,
  type ApiProcess,
} from '../testing';
import { openEventStream, pendingBind } from './chat-testing';

// Two API processes on one Postgres server, as replicas behind a load balancer: a party connected to one receives
// what the other party posts through the other, through LISTEN/NOTIFY alone (nothing is shared in memory). Embedded
// PGlite belongs to one process, so this runs only on a real server (TEST_DATABASE_URL, as CI sets it).
const postgresUrl = process.env.TEST_DATABASE_URL;
const onPostgres = postgresUrl ? describe : describe.skip;
jest.setTimeout(180_000);

let processes: ApiProcess[] = [];
afterAll(async () => {
  for (const api of processes) await api.stop('SIGTERM');
});

onPostgres('two API processes on one Postgres server (skipped without TEST_DATABASE_URL: PGlite has one process)', () => {
  it('delivers a message posted through process 2 to the party connected to process 1 within a second', async () => {
    const { schema } = await createTestDatabase();
    const url = new URL(postgresUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { ...DEV_PROCESS_ENV, DATABASE_URL: url.toString() };
    processes = [await startApiProcess(env), await startApiProcess(env)];
    const [one, two] = processes.map((api) => remoteApp(api.url));

    const sender = await registerUser(two);
    const traveler = await registerUser(one);
    const tripId = await createTrip(one, traveler.token);
    const { bindId } = await pendingBind(two, sender, tripId);

    const stream = await openEventStream(`${processes[0].url}/binds/${bindId}/messages/stream`, { token: traveler.token });
    try {
      expect(stream.status).toBe(200);
      const postedAt = Date.now();
      const posted = await request(two, 'POST', `/binds/${bindId}/messages`, sender.token, { text: 'Привет из второго процесса' });
      expect(posted.statusCode).toBe(201);
      const event = await stream.next(1000);
      const latency = Date.now() - postedAt;
      expect(event).toMatchObject({ event: 'message', data: { id: posted.json<ChatMessage>().id, author: 'other' } });
      expect(latency).toBeLessThan(1000);
      // SIGTERM with the stream still open and the listening connection held: both processes end it and exit cleanly.
      for (const api of processes) {
        await api.stop('SIGTERM');
        expect(api.child.exitCode).toBe(0);
      }
      processes = [];
    } finally {
      stream.close();
    }
  });
});
