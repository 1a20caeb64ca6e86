import type { BotCheckAction, BotCheckFields } from '@jetkiz/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../http';

export interface BotCheck {
  /** Throws the 'recaptcha' error when the configured verifier does not take the request for a human's. */
  assertHuman(body: BotCheckFields, action: BotCheckAction, ip: string): Promise<void>;
}

export interface RecaptchaOptions {
  secret: string;
  minScore: number;
  verifyUrl: string;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

export const botCheckOff: BotCheck = {
  async assertHuman() {},
};

function botCheckFailed(): ApiError {
  return new ApiError(403, 'recaptcha', 'The robot check failed, try again or reload the page.');
}

/** reCAPTCHA v3: the token must verify, carry the action of the call and score at least minScore. */
export function recaptchaBotCheck({ secret, minScore, verifyUrl, logger, timeoutMs = 5000 }: RecaptchaOptions): BotCheck {
  return {
    async assertHuman(body, action, ip) {
      const token = body.google_recaptcha_token;
      if (typeof token !== 'string' || token === '') throw botCheckFailed();
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        logger.warn({ err: error }, 'reCAPTCHA siteverify unreachable; refusing the request');
        throw botCheckFailed();
      }
      const human = answer.success === true && answer.action === action && (answer.score ?? 0) >= minScore;
      if (!human) {
        logger.info({ action, answeredAction: answer.action, score: answer.score, errors: answer['error-codes'] }, 'bot check failed');
        throw botCheckFailed();
      }
    },
  };
}

export function botCheckFor(
  config: { recaptcha: { secret: string | undefined; minScore: number; verifyUrl: string } },
  logger: FastifyBaseLogger,
): BotCheck {
  const { secret, minScore, verifyUrl } = config.recaptcha;
  return secret ? recaptchaBotCheck({ secret, minScore, verifyUrl, logger }) : botCheckOff;
}
