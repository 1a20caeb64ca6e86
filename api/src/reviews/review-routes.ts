import {
  idParamsSchema,
  publishedReviewEntitySchema,
  reviewEntitySchema,
  reviewSchema,
  reviewsPageEntitySchema,
  reviewsQuerySchema,
  toJsonSchema,
  userIdParamsSchema,
  type PublishedReview,
  type Review,
  type ReviewRequest,
  type ReviewRole,
  type ReviewsPage,
  type ReviewsQuery,
} from '@jetkiz/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses, fromContract, idOf, requestLocale } from '../http';
import { DEFAULT_REVIEWS_PER_PAGE, type Reviews } from './review-service';

export interface ReviewRoutesDependencies {
  reviews: Reviews;
  authenticate(request: FastifyRequest): Promise<void>;
}

type QueryText = { [Field in keyof ReviewsQuery]?: string };

/** The reviews' routes: leaving one after a deal, a user's published reviews, and the home page's quotes. */
export function reviewRoutes({ reviews, authenticate }: ReviewRoutesDependencies) {
  return async function registerReviewRoutes(app: FastifyInstance): Promise<void> {
    app.post<{ Params: { id: string }; Body: ReviewRequest }>(
      '/binds/:id/review',
      {
        preHandler: authenticate,
        schema: {
          tags: ['reviews'],
          summary:
            'A party reviews the other after the deal (completed; cancelled: only the party that did not cancel), once; ' +
            'hidden until both reviewed or 14 days after the deal ended; contacts in the text are masked',
          security: [{ bearer: [] }],
          params: fromContract(idParamsSchema),
          body: fromContract(reviewSchema),
          response: { 201: toJsonSchema(reviewEntitySchema), ...errorResponses(401, 404, 409, 422) },
        },
      },
      async (request, reply): Promise<Review> => {
        const review = await reviews.leave(idOf(request.params.id), request.session!.user.id, request.body);
        reply.status(201);
        return review;
      },
    );

    app.get<{ Params: { id: string }; Querystring: QueryText }>(
      '/users/:id/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: "A user's published reviews, newest first, with the mean rating and count: in one role, or both without role",
          params: fromContract(userIdParamsSchema),
          querystring: fromContract(reviewsQuerySchema),
          response: { 200: toJsonSchema(reviewsPageEntitySchema), ...errorResponses(404, 422) },
        },
      },
      async (request): Promise<ReviewsPage> => {
        const { role, page, per_page: perPage } = request.query;
        return reviews.ofUser(
          request.params.id,
          role ? (role as ReviewRole) : undefined,
          page ? Number(page) : 1,
          perPage ? Number(perPage) : DEFAULT_REVIEWS_PER_PAGE,
        );
      },
    );

    app.get(
      '/reviews/published',
      {
        schema: {
          tags: ['reviews'],
          summary:
            "The home page's quotes: recent published reviews rated 4 or 5 with text, from authors who agreed to be quoted " +
            "(city in the Accept-Language's language)",
          response: { 200: { type: 'array', items: toJsonSchema(publishedReviewEntitySchema) } },
        },
      },
      async (request): Promise<PublishedReview[]> => reviews.published(requestLocale(request)),
    );
  };
}
