import { sql, type Kysely } from 'kysely';

/**
 * A policy whose premium is not paid within the payment waiting time is cancelled by the deals' time rules
 * (issue 20): `cancel_reason` says so ('payment_timeout'), for the sender's "payment waiting time expired". Null for
 * every other policy, cancelled by its deal or not cancelled.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('insurance_policies').addColumn('cancel_reason', 'text').execute();
  await db.schema
    .alterTable('insurance_policies')
    .addCheckConstraint(
      'insurance_policies_cancel_reason',
      sql`cancel_reason is null or (cancel_reason = 'payment_timeout' and status = 'cancelled')`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('insurance_policies').dropColumn('cancel_reason').execute();
}
