import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db';
import { documentationOnly, requestLocale, type SiteLocale } from '../../http';
import type { JobQueue } from '../../jobs';
import { cardNoticePage, cardPage, checkoutPage, noticePage, type CheckoutNotice } from './checkout-page';
import { cardBinding, completeSimulatedCardBinding, type CardPageAnswer } from './simulated-card-binding';
import { completeSimulatedCheckout, type CheckoutAnswer } from './simulated-checkout';
import { simulatorCardPagePath, simulatorCheckoutPath } from './simulated-provider';

export interface CheckoutRouteDependencies {
  db: Db;
  jobs: JobQueue;
  apiUrl: string;
}

type CheckoutRequest = FastifyRequest<{ Params: { id: string }; Querystring: { lang?: string } }>;

const ID = /^sim_pay_[\da-f]{24}$/;
const BINDING_ID = /^sim_bind_[\da-f]{24}$/;
const params = documentationOnly({ type: 'object', properties: { id: { type: 'string' } } });
const querystring = documentationOnly({ type: 'object', properties: { lang: { type: 'string', enum: ['ru', 'kk', 'kz', 'en'] } } });

/** ?lang (ru, kk/kz, en) first, then Accept-Language. */
function pageLocale(request: CheckoutRequest): SiteLocale {
  const lang = request.query.lang;
  if (lang === 'ru' || lang === 'en') return lang;
  if (lang === 'kk' || lang === 'kz') return 'kz';
  return requestLocale(request);
}

/**
 * The simulated provider's checkout and payout card page (DEV_ROUTES only): GET shows the amount with Pay and Decline; their POSTs
 * change the simulator's state, queue the signed webhook and send the browser back to the deal (303). The card page
 * shows the test card with Save and Cancel, whose POSTs save it (or not) and send the browser back (303).
 */
export function simulatedCheckoutRoutes({ db, jobs, apiUrl }: CheckoutRouteDependencies) {
  return async function registerSimulatedCheckout(app: FastifyInstance): Promise<void> {
    // The buttons are plain forms (urlencoded, no fields): their bodies carry nothing to read.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

    app.get(
      '/dev/checkout/:id',
      { schema: { tags: ['dev'], summary: "The simulated provider's checkout page (HTML)", params, querystring } },
      async (request: CheckoutRequest, reply) => {
        const lang = pageLocale(request);
        const payment = ID.test(request.params.id)
          ? await db
              .selectFrom('simulated_payments')
              .select(['amount', 'description', 'status', 'return_url'])
              .where('id', '=', request.params.id)
              .executeTakeFirst()
          : undefined;
        reply.type('text/html; charset=utf-8');
        if (!payment) return reply.status(404).send(noticePage('notFound', lang));
        if (payment.status !== 'pending') return reply.status(409).send(noticePage(noticeFor(payment.status), lang, payment.return_url));
        const action = `${apiUrl}${simulatorCheckoutPath(request.params.id)}`;
        return checkoutPage({ amount: payment.amount, description: payment.description, action, lang });
      },
    );

    for (const answer of ['pay', 'decline'] as const satisfies readonly CheckoutAnswer[]) {
      app.post(
        `/dev/checkout/:id/${answer}`,
        { schema: { tags: ['dev'], summary: `The checkout's ${answer} button: then a 303 back to the deal`, params, querystring } },
        async (request: CheckoutRequest, reply) => {
          const lang = pageLocale(request);
          const outcome = ID.test(request.params.id)
            ? await completeSimulatedCheckout(db, jobs, request.params.id, answer)
            : { kind: 'not_found' as const };
          if (outcome.kind === 'done') return reply.redirect(outcome.returnUrl, 303);
          reply.type('text/html; charset=utf-8');
          if (outcome.kind === 'not_found') return reply.status(404).send(noticePage('notFound', lang));
          return reply.status(409).send(noticePage(noticeFor(outcome.status), lang, outcome.returnUrl));
        },
      );
    }

    app.get(
      '/dev/payout-card/:id',
      { schema: { tags: ['dev'], summary: "The simulated provider's payout card page (HTML)", params, querystring } },
      async (request: CheckoutRequest, reply) => {
        const lang = pageLocale(request);
        const binding = BINDING_ID.test(request.params.id) ? await cardBinding(db, request.params.id) : undefined;
        reply.type('text/html; charset=utf-8');
        if (!binding) return reply.status(404).send(cardNoticePage('cardNotFound', lang));
        if (binding.status !== 'pending') return reply.status(409).send(cardNoticePage('cardDone', lang, binding.return_url));
        return cardPage({ action: `${apiUrl}${simulatorCardPagePath(request.params.id)}`, lang });
      },
    );

    for (const answer of ['save', 'cancel'] as const satisfies readonly CardPageAnswer[]) {
      app.post(
        `/dev/payout-card/:id/${answer}`,
        { schema: { tags: ['dev'], summary: `The card page's ${answer} button: then a 303 back to the profile`, params, querystring } },
        async (request: CheckoutRequest, reply) => {
          const lang = pageLocale(request);
          const outcome = BINDING_ID.test(request.params.id)
            ? await completeSimulatedCardBinding(db, request.params.id, answer)
            : { kind: 'not_found' as const };
          if (outcome.kind === 'done') return reply.redirect(outcome.returnUrl, 303);
          reply.type('text/html; charset=utf-8');
          if (outcome.kind === 'not_found') return reply.status(404).send(cardNoticePage('cardNotFound', lang));
          return reply.status(409).send(cardNoticePage('cardDone', lang, outcome.returnUrl));
        },
      );
    }
  };
}

function noticeFor(status: string): CheckoutNotice {
  if (status === 'held') return 'alreadyPaid';
  if (status === 'declined') return 'alreadyDeclined';
  return 'closed';
}
