import type { Migration } from 'kysely/migration';
import * as cities from './0001-cities';
import * as jobsOutboxLimits from './0002-jobs-outbox-limits';
import * as accounts from './0003-accounts';

/** Every migration by name, in order. Migrations are imported, not read from disk, so they run the same under tsx and Jest. */
export const migrations: Record<string, Migration> = {
  '0001-cities': cities,
  '0002-jobs-outbox-limits': jobsOutboxLimits,
  '0003-accounts': accounts,
};
