import { sql, type Kysely } from 'kysely';

/**
 * Parcel photo ids carry 128 random bits (issue 15 item 7): a UUID v4 has only 122. New ids are 16 random bytes in
 * base64url, made by the API; ids already given out stay valid as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table parcel_images alter column public_id drop default`.execute(db);
  await sql`alter table parcel_images alter column public_id type text using public_id::text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Ids given out since cannot become UUIDs: those photos are forgotten.
  await sql`delete from parcel_images where public_id !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`.execute(db);
  await sql`alter table parcel_images alter column public_id type uuid using public_id::uuid`.execute(db);
  await sql`alter table parcel_images alter column public_id set default gen_random_uuid()`.execute(db);
}
