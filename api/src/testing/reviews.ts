import { randomUUID } from 'node:crypto';
import type { Db, ReviewRoleColumn } from '../db';
import { uniquePhone } from './flows';
import { ALMATY, ASTANA, daysFromToday } from './marketplace';

/**
 * Published reviews of a user, written straight to the tables as finished deals would leave them: for each rating a
 * new author, a past trip, a parcel, a completed bind and the review. The past trip never shows on a board or sample.
 */
export async function publishedReviewsOf(
  db: Db,
  subjectId: number,
  ratings: number[],
  {
    role = 'traveler',
    text = null,
    mayQuote = false,
    publishedAt = new Date(),
  }: { role?: ReviewRoleColumn; text?: string | null; mayQuote?: boolean; publishedAt?: Date | null } = {},
): Promise<void> {
  for (const rating of ratings) {
    const unique = randomUUID();
    const author = await db
      .insertInto('users')
      .values({ phone_number: uniquePhone(), email: `${unique}@example.kz`, first_name: 'Автор', password_hash: null, avatar_url: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [senderId, travelerId] = role === 'traveler' ? [author.id, subjectId] : [subjectId, author.id];
    const trip = await db
      .insertInto('trips')
      .values({
        traveler_id: travelerId,
        from_city_id: ALMATY,
        to_city_id: ASTANA,
        trip_date: daysFromToday(-3),
        offered_amount: 3000,
        weight_allowance: 'baggage',
        weight_limit_kg: 5,
        first_name: 'Путник',
        delivery_type: 'address',
        locale: 'ru',
        confirmed_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const parcel = await db
      .insertInto('parcels')
      .values({
        owner_id: senderId,
        guest_email: null,
        guest_phone: null,
        type: 'parcel',
        weight_class: 'M',
        weight_kg: 2,
        load_kg: 2,
        description: 'Книги',
        deadline: daysFromToday(-1),
        from_city_id: ALMATY,
        to_city_id: ASTANA,
        reward: 3000,
        locale: 'ru',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bind = await db
      .insertInto('binds')
      .values({ parcel_id: parcel.id, trip_id: trip.id, status: 'completed', reward: 3000, completed_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reviews')
      .values({
        bind_id: bind.id,
        author_id: author.id,
        subject_id: subjectId,
        subject_role: role,
        rating,
        text,
        may_quote: mayQuote,
        created_at: new Date(),
        published_at: publishedAt,
      })
      .execute();
  }
}
