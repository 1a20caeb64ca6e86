import {
  REVIEW_BLIND_DAYS,
  type DealReview,
  type PublishedReview,
  type Review,
  type ReviewRequest,
  type ReviewRole,
  type ReviewsPage,
} from '@jetkiz/contracts';
import { sql } from 'kysely';
import { selectBindsWithParties } from '../binds';
import { maskContacts } from '../contact-masking';
import type { Db, DbExecutor } from '../db';
import { ApiError, type SiteLocale } from '../http';
import { mayReview, otherRole, visibleAt, type ReviewedDeal } from './review-rules';

const DAY_MS = 86_400_000;
/** How many quotes the home page shows at most. */
export const PUBLISHED_QUOTES = 6;
export const DEFAULT_REVIEWS_PER_PAGE = 10;

const CITY_NAME: Record<SiteLocale, 'name_ru' | 'name_kk' | 'name_en'> = { ru: 'name_ru', kz: 'name_kk', en: 'name_en' };

interface DealParties extends ReviewedDeal {
  id: number;
  owner_id: number | null;
  traveler_id: number;
}

function dealNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such deal.');
}

function userNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No such user.');
}

function partyOf(deal: DealParties, userId: number): ReviewRole | null {
  if (userId === deal.traveler_id) return 'traveler';
  if (deal.owner_id !== null && userId === deal.owner_id) return 'sender';
  return null;
}

/** The user the party's review is of; null for a guest sender, who has no account to be reviewed. */
function subjectOf(deal: DealParties, role: ReviewRole): number | null {
  return role === 'sender' ? deal.traveler_id : deal.owner_id;
}

function readDeal(executor: DbExecutor, bindId: number) {
  return selectBindsWithParties(executor)
    .select([
      'binds.id',
      'binds.status',
      'binds.completed_at',
      'binds.cancelled_at',
      'binds.cancelled_by',
      'parcels.owner_id',
      'trips.traveler_id',
    ])
    .where('binds.id', '=', bindId);
}

function selectReviews(executor: DbExecutor) {
  return executor
    .selectFrom('reviews')
    .innerJoin('users as authors', 'authors.id', 'reviews.author_id')
    .select([
      'reviews.id',
      'reviews.author_id',
      'reviews.rating',
      'reviews.text',
      'reviews.created_at',
      'reviews.published_at',
      'authors.first_name as author_first_name',
    ]);
}

type ReviewRecord = Awaited<ReturnType<ReturnType<typeof selectReviews>['executeTakeFirstOrThrow']>>;

function toReview(row: ReviewRecord): Review {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    author_first_name: row.author_first_name,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Two-way reviews after a deal (issue 18), double-blind: a review is hidden until both parties left theirs (both
 * show at once) or the blind period after the deal ended is over (the deal timers publish it then). `clock` is the
 * deal's clock, which tests move.
 */
export function createReviews({ db, clock }: { db: Db; clock: { now(): Date } }) {
  const reviews = {
    /** `POST /binds/:id/review`: the caller's one review of the other party; 404 for a stranger, 409 when not possible. */
    async leave(bindId: number | null, userId: number, request: ReviewRequest): Promise<Review> {
      if (bindId === null) throw dealNotFound();
      return db.transaction().execute(async (trx) => {
        const deal = await readDeal(trx, bindId).forUpdate('binds').executeTakeFirst();
        const role = deal ? partyOf(deal, userId) : null;
        if (!deal || !role) throw dealNotFound();
        const now = clock.now();
        const subjectId = subjectOf(deal, role);
        if (subjectId === null || !mayReview(deal, role, now)) {
          throw new ApiError(409, 'forbidden', `The deal is ${deal.status}: it cannot be reviewed by the ${role} now.`, {
            status: deal.status,
          });
        }
        const trimmed = typeof request.text === 'string' ? request.text.trim() : '';
        const inserted = await trx
          .insertInto('reviews')
          .values({
            bind_id: deal.id,
            author_id: userId,
            subject_id: subjectId,
            subject_role: otherRole(role),
            rating: Number(request.rating),
            text: trimmed ? maskContacts(trimmed).text : null,
            may_quote: request.may_quote === true,
            created_at: now,
          })
          .onConflict((conflict) => conflict.columns(['bind_id', 'author_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) throw new ApiError(409, 'forbidden', 'This deal is reviewed by you already.', { status: deal.status });
        // The other party wrote theirs before: both show now.
        const written = await trx.selectFrom('reviews').select('id').where('bind_id', '=', deal.id).execute();
        if (written.length === 2) {
          await trx
            .updateTable('reviews')
            .set({ published_at: now })
            .where('bind_id', '=', deal.id)
            .where('published_at', 'is', null)
            .execute();
        }
        return toReview(await selectReviews(trx).where('reviews.id', '=', inserted.id).executeTakeFirstOrThrow());
      });
    },

    /** The deal page's review part for one of its parties. */
    async ofDeal(executor: DbExecutor, bindId: number, userId: number): Promise<DealReview> {
      const [deal, rows] = await Promise.all([
        readDeal(executor, bindId).executeTakeFirst(),
        selectReviews(executor).where('reviews.bind_id', '=', bindId).execute(),
      ]);
      const role = deal ? partyOf(deal, userId) : null;
      if (!deal || !role) throw dealNotFound();
      const mine = rows.find((row) => row.author_id === userId);
      const theirs = rows.find((row) => row.author_id !== userId && row.published_at !== null);
      return {
        can_review: !mine && subjectOf(deal, role) !== null && mayReview(deal, role, clock.now()),
        mine: mine ? { rating: mine.rating, text: mine.text, created_at: mine.created_at.toISOString() } : null,
        theirs: theirs ? toReview(theirs) : null,
        visible_at: visibleAt(deal)?.toISOString() ?? null,
      };
    },

    /** The blind period's end: hidden reviews of deals that ended REVIEW_BLIND_DAYS ago show. Run by the deal timers. */
    async publishDue(): Promise<number> {
      const now = clock.now();
      const ended = new Date(now.getTime() - REVIEW_BLIND_DAYS * DAY_MS);
      const published = await db
        .updateTable('reviews')
        .set({ published_at: now })
        .where('published_at', 'is', null)
        .where('bind_id', 'in', (eb) =>
          eb
            .selectFrom('binds')
            .select('binds.id')
            .where(sql<Date>`coalesce(binds.completed_at, binds.cancelled_at)`, '<=', ended),
        )
        .executeTakeFirst();
      return Number(published.numUpdatedRows);
    },

    /** `GET /users/:id/reviews`: a user's published reviews, newest first, in one role or both. */
    async ofUser(publicId: string, role: ReviewRole | undefined, page: number, perPage: number): Promise<ReviewsPage> {
      const user = await db.selectFrom('users').select('id').where('public_id', '=', publicId).executeTakeFirst();
      if (!user) throw userNotFound();
      let listed = selectReviews(db).where('reviews.subject_id', '=', user.id).where('reviews.published_at', 'is not', null);
      let totals = db
        .selectFrom('user_ratings')
        .select([
          sql<number | null>`round(sum(rating_sum)::numeric / nullif(sum(reviews_count), 0), 1)::float8`.as('rating'),
          sql<number>`coalesce(sum(reviews_count), 0)::int`.as('reviews_count'),
        ])
        .where('user_id', '=', user.id);
      if (role) {
        listed = listed.where('reviews.subject_role', '=', role);
        totals = totals.where('role', '=', role);
      }
      const [rows, total] = await Promise.all([
        listed
          .orderBy('reviews.published_at', 'desc')
          .orderBy('reviews.created_at', 'desc')
          .orderBy('reviews.id')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
        totals.executeTakeFirstOrThrow(),
      ]);
      const count = Number(total.reviews_count);
      return {
        reviews: rows.map(toReview),
        rating: total.rating === null ? null : Number(total.rating),
        reviews_count: count,
        page,
        per_page: perPage,
        total: count,
      };
    },

    /**
     * `GET /reviews/published`: what the home page quotes: published, well rated, with text, from authors who agreed
     * to be quoted; the author's city is the start of the deal's parcel, in the caller's language.
     */
    async published(locale: SiteLocale): Promise<PublishedReview[]> {
      const rows = await selectReviews(db)
        .innerJoin('binds', 'binds.id', 'reviews.bind_id')
        .innerJoin('parcels', 'parcels.id', 'binds.parcel_id')
        .innerJoin('cities', 'cities.id', 'parcels.from_city_id')
        .select(['reviews.subject_role', `cities.${CITY_NAME[locale]} as author_city`])
        .where('reviews.published_at', 'is not', null)
        .where('reviews.may_quote', '=', true)
        .where('reviews.rating', '>=', 4)
        .where('reviews.text', 'is not', null)
        .orderBy('reviews.published_at', 'desc')
        .orderBy('reviews.id')
        .limit(PUBLISHED_QUOTES)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        rating: row.rating,
        text: row.text ?? '',
        author_first_name: row.author_first_name,
        author_city: row.author_city,
        role: row.subject_role,
        created_at: row.created_at.toISOString(),
      }));
    },
  };
  return reviews;
}

export type Reviews = ReturnType<typeof createReviews>;
