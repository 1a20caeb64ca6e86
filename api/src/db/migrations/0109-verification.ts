import { sql, type Kysely } from 'kysely';
import { createIndexes } from './table-indexes';

/**
 * Identity verification (issue 16): one row per questionnaire sent. The IIN, document number and address are stored
 * only encrypted (AES-256-GCM, PII_ENCRYPTION_KEY); `iin_hash` (HMAC) finds an IIN already verified elsewhere.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('verification_submissions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'verified', 'rejected')`))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reasons', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_applicant_id', 'text')
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('middle_name', 'text')
    .addColumn('birth_date', 'text', (col) => col.notNull())
    .addColumn('iin_encrypted', 'text', (col) => col.notNull())
    .addColumn('iin_hash', 'text', (col) => col.notNull())
    .addColumn('is_resident', 'boolean', (col) => col.notNull())
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addColumn('document_number_encrypted', 'text', (col) => col.notNull())
    .addColumn('issue_date', 'text', (col) => col.notNull())
    .addColumn('issuing_authority', 'text', (col) => col.notNull())
    .addColumn('address_encrypted', 'text', (col) => col.notNull())
    .addColumn('document_image_id', 'text', (col) => col.notNull())
    .addColumn('selfie_image_id', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('ru'))
    .execute();
  await createIndexes(db, 'verification_submissions', {
    user: { columns: ['user_id', 'submitted_at'] },
    iin_hash: { columns: ['iin_hash'] },
    applicant: { columns: ['provider_applicant_id'] },
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('verification_submissions').execute();
}
