import { sql, type Kysely } from 'kysely';
import { createTravelerReviews, dropTravelerReviews } from './0100-trips';
import { dropTables } from './drop-tables';
import { createIndexes } from './table-indexes';

/**
 * Two-way reviews after a deal (issue 18).
 *
 * - Users get a public id: what the API shows of a user (traveler cards, deal parties, `/users/{id}/reviews`),
 *   random and unguessable, never the row's key.
 * - `reviews`: one per party and deal, hidden (published_at null) until both parties left theirs or the blind
 *   period ended.
 * - `user_ratings`: each user's running total of published review stars per role, kept by a trigger on reviews,
 *   so traveler cards read a rating by key instead of aggregating reviews for every trip they consider.
 *
 * The wave-1 `traveler_reviews` held no deal and no author anyone could check (seeds only): ratings now come from
 * published reviews alone, so those rows and their totals are dropped, never carried over as made-up numbers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column public_id text not null default gen_random_uuid()::text`.execute(db);
  await createIndexes(db, 'users', { public_id: { columns: ['public_id'], unique: true } });

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('bind_id', 'integer', (col) => col.notNull().references('binds.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_role', 'text', (col) => col.notNull().check(sql`subject_role in ('traveler', 'sender')`))
    .addColumn('rating', 'smallint', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('text', 'text')
    .addColumn('may_quote', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz')
    .addUniqueConstraint('reviews_one_per_party', ['bind_id', 'author_id'])
    .addCheckConstraint('reviews_of_another', sql`author_id <> subject_id`)
    .execute();
  await createIndexes(db, 'reviews', {
    // A user's published reviews in a role, newest first; the blind period's timer reads the hidden ones.
    subject_published: { columns: ['subject_id', 'subject_role', 'published_at desc'], where: ['published_at', 'is not', null] },
    hidden: { columns: ['bind_id'], where: ['published_at', 'is', null] },
    // The home page's quotes.
    quotable: {
      columns: ['published_at desc'],
      where: sql<boolean>`published_at is not null and may_quote and rating >= 4 and text is not null`,
    },
  });

  await db.schema
    .createTable('user_ratings')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('traveler', 'sender')`))
    .addColumn('rating_sum', 'integer', (col) => col.notNull())
    .addColumn('reviews_count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_ratings_pkey', ['user_id', 'role'])
    .execute();
  await sql`
    create function user_ratings_follow_reviews() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.published_at is not null then
        update user_ratings set rating_sum = rating_sum - old.rating, reviews_count = reviews_count - 1
        where user_id = old.subject_id and role = old.subject_role;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.published_at is not null then
        insert into user_ratings as totals (user_id, role, rating_sum, reviews_count)
        values (new.subject_id, new.subject_role, new.rating, 1)
        on conflict (user_id, role) do update
        set rating_sum = totals.rating_sum + excluded.rating_sum, reviews_count = totals.reviews_count + 1;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger reviews_keep_ratings
    after insert or delete or update of subject_id, subject_role, rating, published_at on reviews
    for each row execute function user_ratings_follow_reviews()`.execute(db);

  await dropTravelerReviews(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await createTravelerReviews(db);
  // Published traveler reviews carry over as the wave-1 rows they replaced; sender reviews had no place then.
  await sql`insert into traveler_reviews (traveler_id, author_id, rating, comment, created_at)
    select subject_id, author_id, rating, text, created_at from reviews
    where subject_role = 'traveler' and published_at is not null`.execute(db);
  await dropTables(db, ['user_ratings', 'reviews']);
  await sql`drop function user_ratings_follow_reviews()`.execute(db);
  await db.schema.dropIndex('users_public_id').execute();
  await db.schema.alterTable('users').dropColumn('public_id').execute();
}
