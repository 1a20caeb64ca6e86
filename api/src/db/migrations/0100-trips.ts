import { sql, type Kysely } from 'kysely';
import { dropTables } from './drop-tables';
import { createIndexes } from './table-indexes';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trips')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('traveler_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('from_city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('to_city_id', 'integer', (col) => col.notNull().references('cities.id'))
    .addColumn('trip_date', 'date', (col) => col.notNull())
    .addColumn('return_date', 'date')
    .addColumn('is_logistic_company', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('offered_amount', 'integer', (col) => col.notNull().check(sql`offered_amount >= 0`))
    .addColumn('contact_phone', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('weight_allowance', 'text', (col) => col.notNull().check(sql`weight_allowance in ('hand_luggage', 'baggage')`))
    .addColumn('weight_limit_kg', 'double precision', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('delivery_type', 'text', (col) => col.notNull().check(sql`delivery_type in ('address', 'railway', 'airport')`))
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('trips_two_cities', sql`from_city_id <> to_city_id`)
    .execute();
  // The traveler sample and the route board read trips by route and date; the board without a route by date.
  await createIndexes(db, 'trips', {
    route_date: { columns: ['from_city_id', 'to_city_id', 'trip_date'] },
    date: { columns: ['trip_date'] },
    traveler: { columns: ['traveler_id'] },
  });

  await createTravelerReviews(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTravelerReviews(db);
  await db.schema.dropTable('trips').execute();
}

/** The wave-1 traveler reviews and their totals, as this migration made them (0113's down makes them again). */
export async function createTravelerReviews(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('traveler_reviews')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('traveler_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('rating', 'smallint', (col) => col.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndexes(db, 'traveler_reviews', { traveler: { columns: ['traveler_id'] } });

  // Each traveler's running total of review stars, kept by the database itself whoever writes reviews, so the
  // traveler cards read a rating by key instead of aggregating reviews for every trip they consider.
  await db.schema
    .createTable('traveler_ratings')
    .addColumn('traveler_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('rating_sum', 'integer', (col) => col.notNull())
    .addColumn('reviews_count', 'integer', (col) => col.notNull())
    .execute();
  await sql`
    create function traveler_ratings_follow_reviews() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update traveler_ratings set rating_sum = rating_sum - old.rating, reviews_count = reviews_count - 1
        where traveler_id = old.traveler_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into traveler_ratings as totals (traveler_id, rating_sum, reviews_count) values (new.traveler_id, new.rating, 1)
        on conflict (traveler_id) do update
        set rating_sum = totals.rating_sum + excluded.rating_sum, reviews_count = totals.reviews_count + 1;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger traveler_reviews_keep_ratings
    after insert or delete or update of traveler_id, rating on traveler_reviews
    for each row execute function traveler_ratings_follow_reviews()`.execute(db);
}

export async function dropTravelerReviews(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['traveler_ratings', 'traveler_reviews']);
  await sql`drop function traveler_ratings_follow_reviews()`.execute(db);
}
