import { sql, type Kysely } from 'kysely';

/**
 * A reward is at least 1 tenge (issue 22 item 3), now in the database too: a trip's offered amount and a parcel's
 * reward (null: none named, the trip's amount applies). Until now 0 was let through, so a database may hold such rows:
 *
 * - A parcel's reward of 0 named no reward at all: it becomes null, which means exactly that, and the constraint
 *   holds for every row.
 * - A trip's offered amount cannot be made up and the column has no "none": such a trip keeps its row for its owner
 *   but is taken off the marketplace, as the board already hides it: unpublished (confirmed_at null keeps it from the
 *   board, the travelers' sample and new requests) and its pending confirmation links spent (confirming would be its
 *   one update, which the constraint refuses now). The constraint is added NOT VALID, so those rows do not fail the
 *   migration; every insert and update is checked all the same.
 *
 * binds.reward gets no constraint: it is copied at bind time from the two checked here, and an old deal keeps what
 * was agreed (its status still changes: a constraint would refuse that update).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update parcels set reward = null where reward < 1`.execute(db);
  await db.schema
    .alterTable('parcels')
    .addCheckConstraint('parcels_reward_positive', sql`reward is null or reward > 0`)
    .execute();

  await sql`
    update trip_confirmations set used_at = now()
    where used_at is null and trip_id in (select id from trips where offered_amount < 1)`.execute(db);
  await sql`update trips set confirmed_at = null where offered_amount < 1 and confirmed_at is not null`.execute(db);
  await sql`alter table trips add constraint trips_offered_amount_positive check (offered_amount > 0) not valid`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trips').dropConstraint('trips_offered_amount_positive').execute();
  await db.schema.alterTable('parcels').dropConstraint('parcels_reward_positive').execute();
}
