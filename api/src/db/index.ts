export { openDatabase } from './database';
export type { DatabaseLocation, Db, DbExecutor } from './database';
export { migrateToLatest } from './migrate';
export type {
  Database,
  JobRow,
  NewUser,
  OutboxChannel,
  OutboxMessageRow,
  PhoneCodePurpose,
  PhoneCodeRow,
  UserRow,
} from './tables';
