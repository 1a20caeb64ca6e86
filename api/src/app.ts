import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  authRoutes,
  createAuthenticator,
  createGuestAccounts,
  createPasswordHasher,
  createSessionTokens,
  decorateSession,
  passwordRoutes,
} from './auth';
import { botCheckFor, type BotCheck } from './bot-check';
import { callbackRoutes } from './callback';
import { citiesRoutes } from './cities';
import type { Config } from './config';
import type { Db } from './db';
import { registerDocs } from './docs';
import { createEmailConfirmation, emailConfirmationRoutes } from './email-confirmation';
import { healthRoutes } from './health';
import { registerErrorHandling } from './http';
import { createJobQueue } from './jobs';
import type { ImageStore } from './images';
import { createLimiter } from './limits';
import { createMarketplace } from './marketplace';
import { createOutbox, devOutboxRoutes, sendersFor, type Senders } from './outbox';
import { createPendingActions } from './pending-actions';
import { createPhoneCodes, createPhoneConfirmation, phoneConfirmationRoutes } from './phone-confirmation';
import { subscriptionRoutes } from './subscription';

export interface AppDependencies {
  db: Db;
  config: Config;
  /** outside services; default from config (outbox only, SMTP when SMTP_URL is set) */
  senders?: Senders;
  /** default from config (off, or reCAPTCHA when RECAPTCHA_SECRET is set) */
  botCheck?: BotCheck;
  /** where log lines go; default stdout */
  logDestination?: { write(line: string): void };
  /** where parcel photos are kept; default the local store in config.imagesDir */
  imageStore?: ImageStore;
}

/** Logged objects never carry secrets: these paths are replaced before a line is written. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...['password', 'password_confirmation', 'code', 'token', 'google_recaptcha_token'].flatMap((field) => [field, `*.${field}`]),
];

const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** The whole API as a Fastify instance, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({ db, config, senders, botCheck, logDestination, imageStore }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      ...(logDestination ? { stream: logDestination } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  // Bodies are checked by the yup rules of @jetkiz/contracts in the handlers, so a rule exists once;
  // route schemas describe the API at /docs and shape the answers.
  app.setValidatorCompiler(() => () => true);
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
  registerErrorHandling(app);
  decorateSession(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await registerDocs(app);

  const jobs = createJobQueue({ db, logger: app.log, ...config.jobs });
  const outbox = createOutbox({ db, jobs, senders: senders ?? sendersFor(config) });
  const limiter = createLimiter(db);
  jobs.every('purge expired rate limits', HOUSEKEEPING_INTERVAL_MS, () => limiter.purgeExpired());
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  const tokens = createSessionTokens(db);
  const authenticator = createAuthenticator(tokens);
  const phoneConfirmation = createPhoneConfirmation({
    codes: createPhoneCodes({ ...config.phoneCode, hashSecret: config.codeHashSecret }),
    outbox,
  });
  const emailConfirmation = createEmailConfirmation({ siteUrl: config.siteUrl, ttlHours: config.emailTokenTtlHours, outbox });
  // Shared with the marketplace: guests get accounts when they create a trip; logins hand over pending actions.
  const guestAccounts = createGuestAccounts({ config, outbox });
  const pendingActions = createPendingActions();
  const checkBots = botCheck ?? botCheckFor(config, app.log);
  const marketplace = createMarketplace({ db, config, jobs, outbox, limiter, botCheck: checkBots, authenticator, guestAccounts, pendingActions, imageStore });
  const authDependencies = {
    db,
    config,
    limiter,
    botCheck: checkBots,
    hasher: createPasswordHasher(config.passwordHash),
    tokens,
    authenticator,
    guestAccounts,
    phoneCodes: phoneConfirmation,
    emailConfirmation,
    loginActions: pendingActions,
    signInHooks: marketplace.signInHooks,
  };

  await app.register(healthRoutes(db));
  await app.register(citiesRoutes(db));
  await app.register(phoneConfirmationRoutes({ ...authDependencies, phoneConfirmation }));
  await app.register(authRoutes(authDependencies));
  await app.register(passwordRoutes(authDependencies));
  await app.register(
    emailConfirmationRoutes({
      db,
      config,
      limiter,
      emailConfirmation,
      authenticate: authenticator.authenticate,
      userOf: (request) => request.session!.user,
    }),
  );
  await app.register(callbackRoutes({ db, config, limiter, outbox }));
  await app.register(subscriptionRoutes({ db, config, limiter }));
  await marketplace.registerRoutes(app);
  if (config.devOutbox) await app.register(devOutboxRoutes(outbox));
  return app;
}
