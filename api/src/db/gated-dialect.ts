import type { DatabaseConnection, Dialect, DialectAdapter, Driver, Kysely, QueryCompiler, TransactionSettings } from 'kysely';
import type { AbortableOperationOptions } from 'kysely';
import type { ConnectionGate } from './connection-gate';

/** A dialect whose connections are handed out through the gate: a bounded queue in front of the pool. */
export function gatedDialect(inner: Dialect, gate: ConnectionGate): Dialect {
  return {
    createDriver: () => new GatedDriver(inner.createDriver(), gate),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => gatedAdapter(inner.createAdapter(), gate),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Dialect's own signature
    createIntrospector: (db: Kysely<any>) => inner.createIntrospector(db),
  };
}

/**
 * Kysely puts an unbounded mutex of its own in front of a dialect of one connection (PGlite); a gate of one is that
 * mutex, bounded, so Kysely is told the dialect needs none.
 */
function gatedAdapter(adapter: DialectAdapter, gate: ConnectionGate): DialectAdapter {
  if (adapter.supportsMultipleConnections !== false) return adapter;
  if (gate.poolSize !== 1) throw new Error('A dialect of one connection needs a gate of one connection (poolSize 1)');
  return new Proxy(adapter, {
    get(target, key) {
      if (key === 'supportsMultipleConnections') return true;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type CompileQuery = QueryCompiler['compileQuery'];

class GatedDriver implements Driver {
  /** The gate's lease of each connection handed out (PGlite hands out its one connection each time: a stack). */
  private readonly leases = new Map<DatabaseConnection, (() => void)[]>();

  constructor(
    private readonly inner: Driver,
    private readonly gate: ConnectionGate,
  ) {}

  init(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.init(options);
  }

  async acquireConnection(options?: AbortableOperationOptions): Promise<DatabaseConnection> {
    const release = await this.gate.acquire(options?.signal);
    try {
      const connection = await this.inner.acquireConnection(options);
      const held = this.leases.get(connection) ?? [];
      held.push(release);
      this.leases.set(connection, held);
      return connection;
    } catch (error) {
      release();
      throw error;
    }
  }

  async releaseConnection(connection: DatabaseConnection, options?: AbortableOperationOptions): Promise<void> {
    try {
      await this.inner.releaseConnection(connection, options);
    } finally {
      const held = this.leases.get(connection);
      const release = held?.pop();
      if (held?.length === 0) this.leases.delete(connection);
      release?.();
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery): Promise<void> {
    if (!this.inner.savepoint) throw new Error('The `savepoint` method is not supported by this driver');
    await this.inner.savepoint(connection, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('The `rollbackToSavepoint` method is not supported by this driver');
    await this.inner.rollbackToSavepoint(connection, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: CompileQuery): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('The `releaseSavepoint` method is not supported by this driver');
    await this.inner.releaseSavepoint(connection, name, compileQuery);
  }

  destroy(options?: AbortableOperationOptions): Promise<void> {
    return this.inner.destroy(options);
  }
}
