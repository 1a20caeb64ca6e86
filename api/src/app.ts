import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  authRoutes,
  createAuthenticator,
  createGuestAccounts,
  createLoginLocks,
  createPasswordHasher,
  createSessionTokens,
  type Authenticator,
  type PasswordHasher,
  decorateSession,
  passwordRoutes,
  sessionRoutes,
} from './auth';
import { botCheckFor, type BotCheck } from './bot-check';
import { callbackRoutes } from './callback';
import { registerChat, type ChatWakeups } from './chat';
import { registerCourier } from './courier';
import { citiesRoutes } from './cities';
import type { Config } from './config';
import type { Db, NotifyListener } from './db';
import { registerDocs } from './docs';
import { geocoderFor, geoRoutes, type Geocoder } from './geo';
import { createReviews, reviewRoutes } from './reviews';
import { createEmailConfirmation, emailConfirmationRoutes } from './email-confirmation';
import { registerResponseHeaders, serializeRequest, trustProxyOption } from './hardening';
import { healthRoutes } from './health';
import { registerDatabaseWaits, registerErrorHandling, registerRequestValidation } from './http';
import { createJobQueue, devJobsRoutes, purgeFinishedJobs, type JobQueue } from './jobs';
import {
  adjustableClock,
  CANCELLABLE_FROM,
  createDealNotices,
  createDealService,
  createDealSteps,
  createDealView,
  dealRoutes,
  devDealRoutes,
  type AdjustableClock,
  type DealCancelHook,
  type DealService,
  type DealSources,
} from './deals';
import { createPayouts, financeRoutes } from './finance';
import { createInsurance, insurerFor } from './insurance';
import { createLedger, type Ledger } from './ledger';
import { createLogistics } from './logistics';
import { dispatchPaymentEvents, paymentProviderFor, registerPayments, type PaymentOwner, type PaymentProvider } from './payments';
import { localImageStore, type ImageStore } from './images';
import { createLimiter, type Limiter } from './limits';
import { createMarketplace } from './marketplace';
import { createOutbox, devOutboxRoutes, purgeSentMessages, sealedOutbox, sendersFor, type Outbox, type Senders } from './outbox';
import { createGuestTokens } from './parcels';
import { createPendingActions, type PendingActions } from './pending-actions';
import { createPhoneCodes, createPhoneConfirmation, phoneConfirmationRoutes } from './phone-confirmation';
import { createShortLinks, shortLinkRoutes, type ShortLinks } from './short-links';
import { subscriptionRoutes } from './subscription';
import {
  applyDecision,
  createPiiCrypto,
  createVerificationStore,
  devVerificationRoutes,
  handleVerificationJobs,
  notifyDecision,
  localVerificationProvider,
  verificationRoutes,
  type VerificationProvider,
} from './verification';
import { sumsubVerification } from './verification/sumsub/sumsub-verification';

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
  /** default scrypt at config.passwordHash; tests count its calls to see that cheap checks come first */
  hasher?: PasswordHasher;
  /** default the one VERIFICATION_PROVIDER names; tests hand in one that fails */
  verificationProvider?: VerificationProvider;
  /** default the one PAYMENT_PROVIDER names (the simulator) */
  paymentProvider?: PaymentProvider;
  /** the safe deal's time rules read it; tests move it (default: the system time, moved only by /dev/deals/clock) */
  clock?: AdjustableClock;
  /** how the chat hears other processes' messages (default: LISTEN on DATABASE_URL, else on the embedded PGlite) */
  chatWakeups?: ChatWakeups;
  /** how the traveler sample's cache hears changes (default as the chat's; null: no cache) */
  sampleListener?: NotifyListener | null;
}

/** Logged objects never carry secrets: these paths are replaced before a line is written. */
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  // Identity verification's personal data (issue 16) never reaches a log line either.
  ...[
    'password',
    'password_confirmation',
    'code',
    'token',
    'google_recaptcha_token',
    'iin',
    'document_number',
    'address',
    'birth_date',
    'last_name',
    'middle_name',
    'issuing_authority',
    // Parcel insurance's three persons (issue 20).
    'fio',
    'documentNumber',
    'documentIssueDate',
    'mobilePhone',
  ].flatMap((field) => [field, `*.${field}`]),
];

const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

/** The whole API as a Fastify instance, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({
  db,
  config,
  senders,
  botCheck,
  logDestination,
  imageStore,
  hasher,
  verificationProvider,
  paymentProvider,
  clock,
  chatWakeups,
  sampleListener,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // Guest tokens, link tokens and hand-over codes travel in query strings: logged URLs carry none of them.
      serializers: { req: serializeRequest },
      ...(logDestination ? { stream: logDestination } : {}),
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });
  // Bodies, queries and params are checked by the yup rules of @jetkiz/contracts (the forms' own), before handlers run.
  registerRequestValidation(app);
  app.removeContentTypeParser('text/plain');
  registerResponseHeaders(app, { hsts: config.hsts });
  registerErrorHandling(app);
  registerDatabaseWaits(app);
  decorateSession(app);

  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Last-Event-ID'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await registerDocs(app, { ui: config.docsPublic });

  const { retentionDays, ...queueOptions } = config.jobs;
  const jobs = createJobQueue({ db, logger: app.log, ...queueOptions });
  const outbox = sealedOutbox(
    config.outboxSecret,
    (sealing) => createOutbox({ db, jobs, senders: sealing, logger: app.log }),
    senders ?? sendersFor(config),
  );
  const limiter = createLimiter(db);
  jobs.every('purge expired rate limits', HOUSEKEEPING_INTERVAL_MS, () => limiter.purgeExpired());
  jobs.every('purge finished jobs and sent messages', HOUSEKEEPING_INTERVAL_MS, async () => {
    await purgeFinishedJobs(db, retentionDays);
    await purgeSentMessages(db, retentionDays);
  });
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());

  const tokens = createSessionTokens(db, config.session);
  const authenticator = createAuthenticator(tokens);
  const phoneConfirmation = createPhoneConfirmation({
    codes: createPhoneCodes({ ...config.phoneCode, hashSecret: config.codeHashSecret }),
    outbox,
    limiter,
    wrongCodesPerDay: config.limits.wrongCodesPerPhoneDaily,
  });
  const emailConfirmation = createEmailConfirmation({ siteUrl: config.siteUrl, ttlHours: config.emailTokenTtlHours, outbox });
  // Shared with the marketplace: guests get accounts when they create a trip; logins hand over pending actions.
  const guestAccounts = createGuestAccounts({ config, outbox });
  const pendingActions = createPendingActions();
  const checkBots = botCheck ?? botCheckFor(config, app.log);
  // Filled once the features that take part in a cancel exist (insurance, below); the deal steps read it at each cancel.
  const dealCancelHooks: DealCancelHook[] = [];
  const safeDeal = createSafeDeal({
    db,
    config,
    jobs,
    outbox,
    pendingActions,
    logger: app.log,
    provider: paymentProvider ?? paymentProviderFor(config, { db }),
    clock: clock ?? adjustableClock(),
    cancelHooks: dealCancelHooks,
  });
  const marketplace = createMarketplace({
    db,
    config,
    jobs,
    outbox,
    limiter,
    botCheck: checkBots,
    authenticator,
    guestAccounts,
    pendingActions,
    imageStore,
    sampleListener,
    deals: {
      cancellableFrom: CANCELLABLE_FROM,
      cancel: (trx, bindId, party) => safeDeal.service.cancel(trx, bindId, party),
    },
  });
  const authDependencies = {
    db,
    config,
    limiter,
    botCheck: checkBots,
    hasher: hasher ?? createPasswordHasher(config.passwordHash),
    tokens,
    authenticator,
    guestAccounts,
    phoneCodes: phoneConfirmation,
    emailConfirmation,
    loginActions: pendingActions,
    loginLocks: createLoginLocks({ db, config, limiter, outbox }),
    signInHooks: marketplace.signInHooks,
  };

  await app.register(healthRoutes(db));
  await app.register(citiesRoutes(db));
  await app.register(phoneConfirmationRoutes({ ...authDependencies, phoneConfirmation }));
  await app.register(authRoutes(authDependencies));
  await app.register(passwordRoutes(authDependencies));
  await app.register(sessionRoutes(authDependencies));
  await app.register(
    emailConfirmationRoutes({
      db,
      config,
      limiter,
      emailConfirmation,
      authenticate: authenticator.authenticate,
      userOf: (request) => request.session!.user,
      onEmailConfirmed: marketplace.signInHooks,
    }),
  );
  await app.register(callbackRoutes({ db, config, limiter, outbox }));
  await app.register(subscriptionRoutes({ db, config, limiter }));
  await marketplace.registerRoutes(app);
  await registerVerification(app, {
    db,
    config,
    jobs,
    outbox,
    imageStore: imageStore ?? localImageStore(config.imagesDir),
    authenticate: authenticator.authenticate,
    providerOverride: verificationProvider,
  });
  const geocoder = geocoderFor(config.geo, app.log);
  const shortLinks = createShortLinks({ db, siteUrl: config.siteUrl, maxAgeDays: config.geo.shortLinkMaxAgeDays });
  const logistics = createLogistics({
    db,
    jobs,
    ledger: safeDeal.ledger,
    courier: await registerCourier(app, { db, config }),
    payments: safeDeal.provider,
    shortLinks,
    geocoder,
    clock: safeDeal.clock,
    config: config.logistics,
    siteUrl: config.siteUrl,
    logger: app.log,
  });
  const insurance = createInsurance({
    db,
    jobs,
    ledger: safeDeal.ledger,
    insurer: insurerFor(config.insurance),
    payments: safeDeal.provider,
    crypto: createPiiCrypto(config.piiEncryptionKey),
    outbox,
    clock: safeDeal.clock,
    apiUrl: config.apiUrl,
    profileUrl: config.profileUrl,
    paymentExpiryMinutes: config.insurance.paymentExpiryMinutes,
    logger: app.log,
  });
  dealCancelHooks.push(insurance.dealCancelled);
  await registerSafeDeal(app, {
    db,
    config,
    jobs,
    safeDeal,
    sources: marketplace.catalogs,
    authenticator,
    paymentOwners: [logistics.paymentOwner, insurance.paymentOwner],
    otherTimers: [logistics.runTimers, insurance.runTimers],
  });
  await registerChat(app, {
    db,
    config,
    jobs,
    outbox,
    limiter,
    pendingActions,
    identify: authenticator.identify,
    authenticate: authenticator.authenticate,
    guestTokenOpens: createGuestTokens().opens,
    wakeups: chatWakeups,
  });
  await registerGeo(app, { config, jobs, limiter, geocoder, shortLinks, authenticate: authenticator.authenticate });
  await logistics.registerRoutes(app, { config, limiter, authenticate: authenticator.authenticate });
  await insurance.registerRoutes(app, { authenticate: authenticator.authenticate });
  if (config.devRoutes) {
    await app.register(devOutboxRoutes(outbox));
    await app.register(devJobsRoutes(db));
  }
  return app;
}

/** Address search and the short links of courier deliveries (issue 19); the claims use the same geocoder and links. */
async function registerGeo(
  app: FastifyInstance,
  {
    config,
    jobs,
    limiter,
    geocoder,
    shortLinks,
    authenticate,
  }: {
    config: Config;
    jobs: JobQueue;
    limiter: Limiter;
    geocoder: Geocoder;
    shortLinks: ShortLinks;
    authenticate: Authenticator['authenticate'];
  },
): Promise<void> {
  jobs.every('purge ended short links', HOUSEKEEPING_INTERVAL_MS, () => shortLinks.purgeEnded());
  await app.register(geoRoutes({ geocoder, limiter, config: config.geo }));
  await app.register(shortLinkRoutes({ shortLinks, limiter, config: config.geo, authenticate }));
}

/** Identity verification (issue 16): the routes, the job and the provider chosen by VERIFICATION_PROVIDER. */
async function registerVerification(
  app: FastifyInstance,
  {
    db,
    config,
    jobs,
    outbox,
    imageStore,
    authenticate,
    providerOverride,
  }: {
    db: Db;
    config: Config;
    jobs: JobQueue;
    outbox: Outbox;
    imageStore: ImageStore;
    authenticate: Authenticator['authenticate'];
    providerOverride?: VerificationProvider;
  },
): Promise<void> {
  const crypto = createPiiCrypto(config.piiEncryptionKey);
  const store = createVerificationStore(crypto, (executor, submissionId, decision) =>
    notifyDecision(executor, outbox, config.profileUrl, submissionId, decision),
  );
  let provider: VerificationProvider = localVerificationProvider((iinHash, userId) => store.iinVerifiedElsewhere(db, iinHash, userId));
  if (config.verificationProvider === 'sumsub') {
    const sumsub = sumsubVerification(config.sumsub, (applicantId, decision, reasons) =>
      applyDecision(db, store, applicantId, decision, reasons),
    );
    provider = { name: 'sumsub', submit: (applicant) => sumsub.provider.submit(applicant) };
    await app.register(sumsub.webhookRoutes);
  }
  if (providerOverride) provider = providerOverride;
  handleVerificationJobs({ db, jobs, imageStore, crypto, store, provider });
  await app.register(verificationRoutes({ db, jobs, imageStore, crypto, store, provider, authenticate }));
  if (config.devRoutes) await app.register(devVerificationRoutes({ db, crypto, authenticate }));
}

interface SafeDeal {
  service: DealService;
  ledger: Ledger;
  provider: PaymentProvider;
  clock: AdjustableClock;
  logger: FastifyInstance['log'];
}

/** The safe deal's core (issue 17), made before the marketplace: the bind routes' cancel refunds a paid deal. */
function createSafeDeal({
  db,
  config,
  jobs,
  outbox,
  pendingActions,
  logger,
  provider,
  clock,
  cancelHooks,
}: {
  db: Db;
  config: Config;
  jobs: JobQueue;
  outbox: Outbox;
  pendingActions: PendingActions;
  logger: FastifyInstance['log'];
  provider: PaymentProvider;
  clock: AdjustableClock;
  cancelHooks: readonly DealCancelHook[];
}): SafeDeal {
  const ledger = createLedger();
  const notices = createDealNotices({
    outbox,
    profileUrl: config.profileUrl,
    staffEmail: config.staffEmail,
    autoCompleteHours: config.deals.autoCompleteHours,
    pendingActions,
  });
  const steps = createDealSteps({ jobs, ledger, crypto: createPiiCrypto(config.piiEncryptionKey), clock, notices, cancelHooks });
  const service = createDealService({
    db,
    jobs,
    provider,
    clock,
    steps,
    notices,
    profileUrl: config.profileUrl,
    rules: config.deals,
    logger,
  });
  return { service, ledger, provider, clock, logger };
}

/**
 * The safe deal's routes and work: the deal page and its steps, the payment provider's webhook (and the
 * simulator's checkout), finance and payouts, the jobs that capture, refund and void, and the time rules.
 */
async function registerSafeDeal(
  app: FastifyInstance,
  {
    db,
    config,
    jobs,
    safeDeal,
    sources,
    authenticator,
    paymentOwners,
    otherTimers,
  }: {
    db: Db;
    config: Config;
    jobs: JobQueue;
    safeDeal: SafeDeal;
    sources: DealSources;
    authenticator: Authenticator;
    /** other features' payments (the courier fee): their webhook events go to them */
    paymentOwners: readonly PaymentOwner[];
    /** other time rules on the deals' clock (the courier's payment waiting time) */
    otherTimers: readonly (() => Promise<void>)[];
  },
): Promise<void> {
  const { service, ledger, provider, clock, logger } = safeDeal;
  const payouts = createPayouts({ db, jobs, ledger, provider, clock, logger });
  const reviews = createReviews({ db, clock });
  service.registerJobs();
  payouts.registerJobs();
  // The reviews' blind period ends on the deal's clock too.
  const runTimers = async () => {
    await service.runTimers();
    await reviews.publishDue();
    for (const timers of otherTimers) await timers();
  };
  jobs.every('deal time rules', config.deals.timersIntervalSeconds * 1000, runTimers);
  await registerPayments(app, {
    db,
    config,
    jobs,
    provider,
    sink: dispatchPaymentEvents(
      {
        paymentHeld: service.paymentHeld,
        paymentDeclined: service.paymentDeclined,
        payoutPaid: payouts.paidByProvider,
        payoutFailed: payouts.failedByProvider,
      },
      paymentOwners,
    ),
  });
  const view = createDealView({
    sources,
    crypto: createPiiCrypto(config.piiEncryptionKey),
    autoCompleteHours: config.deals.autoCompleteHours,
    reviews,
  });
  const { identify, authenticate } = authenticator;
  await app.register(dealRoutes({ db, service, view, identify, authenticate }));
  await app.register(reviewRoutes({ reviews, authenticate }));
  await app.register(financeRoutes({ db, ledger, payouts, provider, profileUrl: config.profileUrl, authenticate }));
  if (config.devRoutes) await app.register(devDealRoutes({ clock, runTimers }));
}
