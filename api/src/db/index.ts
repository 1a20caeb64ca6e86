export { embeddedPgliteOf, openDatabase } from './database';
export type { DatabaseLocation, Db, DbExecutor } from './database';
export { isoDate } from './iso-date';
export { travelerRatingColumns, travelerVerifiedColumn } from './traveler-rating';
export { checkMigrationOrder, migrateTo, migrateToLatest, migrationNames } from './migrate';
export type { BindRow, BindStatusColumn, ParcelImageRow, ParcelRow, ReviewRoleColumn, ReviewRow, TripRow } from './marketplace-tables';
export type { Database, JobRow, NewUser, OutboxChannel, OutboxMessageRow, PhoneCodePurpose, PhoneCodeRow, UserRow } from './tables';
