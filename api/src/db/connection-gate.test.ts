import { createConnectionGate, DatabaseBusyError, withDatabaseWait, type DatabaseWait } from './connection-gate';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the connection gate', () => {
  it('hands out up to poolSize connections, then queues in order of arrival', async () => {
    const gate = createConnectionGate({ poolSize: 2, queueLimit: 10, queueTimeoutMs: 10_000 });
    const first = await gate.acquire();
    await gate.acquire();
    const order: string[] = [];
    const queued = ['a', 'b'].map((name) =>
      withDatabaseWait('request', () => gate.acquire()).then((release) => {
        order.push(name);
        return release;
      }),
    );
    await tick();
    expect(gate.waitingRequests).toBe(2);
    first();
    (await queued[0]!)();
    await queued[1];
    expect(order).toEqual(['a', 'b']);
  });

  it("refuses a request beyond the queue's limit at once, but never a job or the health check", async () => {
    const gate = createConnectionGate({ poolSize: 1, queueLimit: 1, queueTimeoutMs: 10_000 });
    const held = await gate.acquire();
    const waiting = (wait: DatabaseWait) => withDatabaseWait(wait, () => gate.acquire());
    const request = waiting('request');
    await expect(waiting('request')).rejects.toBeInstanceOf(DatabaseBusyError);
    const job = waiting('background');
    const health = waiting('priority');
    const granted: string[] = [];
    void request.then((release) => granted.push('request') && release());
    void job.then((release) => granted.push('job') && release());
    void health.then((release) => granted.push('health') && release());
    held();
    await Promise.all([request, job, health]);
    await tick();
    expect(granted).toEqual(['health', 'request', 'job']);
  });

  it('refuses a request that waited longer than queueTimeoutMs, with a Retry-After of at least a second', async () => {
    const gate = createConnectionGate({ poolSize: 1, queueLimit: 10, queueTimeoutMs: 50 });
    const held = await gate.acquire();
    const refused = await withDatabaseWait('request', () => gate.acquire()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect((refused as DatabaseBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(gate.waitingRequests).toBe(0);
    held();
    expect(gate.inUse).toBe(0);
  });

  it('lets an aborted wait leave the queue', async () => {
    const gate = createConnectionGate({ poolSize: 1, queueLimit: 10, queueTimeoutMs: 10_000 });
    const held = await gate.acquire();
    const controller = new AbortController();
    const waiting = withDatabaseWait('request', () => gate.acquire(controller.signal));
    controller.abort(new Error('client gone'));
    await expect(waiting).rejects.toThrow('client gone');
    expect(gate.waitingRequests).toBe(0);
    held();
    expect(gate.inUse).toBe(0);
  });
});
