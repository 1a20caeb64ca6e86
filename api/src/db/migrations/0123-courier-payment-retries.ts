import { sql, type Kysely } from 'kysely';

/**
 * A courier payment whose capture (or a stray hold's void) the job queue gave up on is queued again by the sweep at
 * most COURIER_PAYMENT_MAX_RETRIES times: `sweep_retries` counts those re-queues (on the row, so a restart or a
 * purge of finished jobs does not reset it); then `stuck_at` and `stuck_reason` mark it for staff, and the sweep
 * leaves it alone. No money moves with the mark: the hold stays at the provider until staff settle it.
 * The sweep finds a payment's jobs by their payload's payment_id: `jobs_payment_id` indexes it, only on the jobs
 * that have one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('courier_payments')
    .addColumn('sweep_retries', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`sweep_retries >= 0`),
    )
    .addColumn('stuck_at', 'timestamptz')
    .addColumn('stuck_reason', 'text', (col) => col.check(sql`stuck_reason in ('capture_retries_used_up', 'void_retries_used_up')`))
    .execute();
  await db.schema
    .alterTable('courier_payments')
    .addCheckConstraint('courier_payments_stuck', sql`(stuck_at is null) = (stuck_reason is null)`)
    .execute();
  await db.schema
    .createIndex('courier_payments_stuck_at')
    .on('courier_payments')
    .column('stuck_at')
    .where(sql.ref('stuck_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('jobs_payment_id')
    .on('jobs')
    .expression(sql`(payload->>'payment_id')`)
    .where(sql`payload->>'payment_id'`, 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_payment_id').execute();
  await db.schema.dropIndex('courier_payments_stuck_at').execute();
  await db.schema.alterTable('courier_payments').dropConstraint('courier_payments_stuck').execute();
  await db.schema.alterTable('courier_payments').dropColumn('stuck_reason').dropColumn('stuck_at').dropColumn('sweep_retries').execute();
}
