import { normalizePhone, type PhoneConfirmationConfirmRequest } from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import type { BotCheck } from '../bot-check';
import type { Config } from '../config';
import type { Db, PhoneCodePurpose } from '../db';
import { botCheckFields, errorResponses, fromContract, requestLocale, successSchema, type ContractSchema } from '../http';
import { codeCheckLimits, type Limiter } from '../limits';
import type { PhoneConfirmation } from './phone-confirmation';

export interface CodeCheckRouteDependencies {
  db: Db;
  config: Config;
  limiter: Limiter;
  botCheck: BotCheck;
  codes: Pick<PhoneConfirmation, 'check'>;
}

/** A route checking a phone's SMS code of one purpose: its address, its contract (`{phone, code}`) and its docs. */
export interface CodeCheckRoute {
  url: string;
  purpose: PhoneCodePurpose;
  tags: string[];
  summary: string;
  body: ContractSchema;
}

/**
 * `POST {phone, code}`: the code guesses of the address are limited first, then the bot check, then the code is
 * checked (a wrong one stays counted). Sign-up and password reset check their codes alike.
 */
export function registerCodeCheckRoute(app: FastifyInstance, deps: CodeCheckRouteDependencies, route: CodeCheckRoute): void {
  const { db, config, limiter, botCheck, codes } = deps;
  app.post(route.url, { schema: codeRouteSchema(route, successSchema) }, async (request) => {
    const body = request.body as PhoneConfirmationConfirmRequest;
    await limiter.enforce(codeCheckLimits(config, request.ip));
    await botCheck.assertHuman(body, 'verify_phone_code', request.ip);
    const phone = normalizePhone(body.phone);
    await codes.check(db, { phone, purpose: route.purpose, code: body.code, locale: requestLocale(request) });
    return { success: true };
  });
}

/** The docs and contract of a route of SMS codes (sending or checking), answering `answer`. */
export function codeRouteSchema(route: Pick<CodeCheckRoute, 'tags' | 'summary' | 'body'>, answer: object) {
  return {
    tags: route.tags,
    summary: route.summary,
    body: fromContract(route.body, botCheckFields),
    response: { 200: answer, ...errorResponses(422, 429, 403) },
  };
}
