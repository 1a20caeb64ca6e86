import { sql, type Kysely } from 'kysely';
import { refundDueBy } from '../../working-days';

/**
 * The premium's refund tells its dates (issue 20), as a deal's does: `refund_due_by`, the day it is due by (3
 * Kazakhstan working days after the refund was decided, YYYY-MM-DD), and `refunded_at`, when the money went back.
 * Refunds decided before this migration get theirs from what the row tells: decided when the policy was cancelled
 * (or refused, its last change while due) and, once refunded, refunded at its last change (the refund job's).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('insurance_policies')
    .addColumn('refund_due_by', 'text', (col) => col.check(sql`refund_due_by ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  const refunds = await db
    .selectFrom('insurance_policies')
    .select(['id', 'refund_status', 'cancelled_at', 'updated_at'])
    .where('refund_status', 'is not', null)
    .execute();
  for (const refund of refunds as { id: string; refund_status: string; cancelled_at: Date | null; updated_at: Date }[]) {
    await db
      .updateTable('insurance_policies')
      .set({
        refund_due_by: refundDueBy(new Date(refund.cancelled_at ?? refund.updated_at)),
        refunded_at: refund.refund_status === 'refunded' ? refund.updated_at : null,
      })
      .where('id', '=', refund.id)
      .execute();
  }
  await db.schema
    .alterTable('insurance_policies')
    .addCheckConstraint(
      'insurance_policies_refund_dates',
      sql`(refund_status is null) = (refund_due_by is null) and (refund_status is not distinct from 'refunded') = (refunded_at is not null)`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('insurance_policies').dropColumn('refund_due_by').dropColumn('refunded_at').execute();
}
