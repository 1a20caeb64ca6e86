import {
  MESSAGE_KEYS,
  autoRegisterSendSchema,
  loginSchema,
  normalizePhone,
  registerSchema,
  toJsonSchema,
  userEntitySchema,
  type AutoRegisterSendRequest,
  type LoginRequest,
  type LoginResponse,
  type RegisterRequest,
  type RegisterResponse,
} from '@jetkiz/contracts';
import type { FastifyInstance } from 'fastify';
import {
  ApiError,
  botCheckFields,
  errorResponses,
  fromContract,
  requestLocale,
  signedInRoutes,
  successSchema,
  unauthorized,
} from '../http';
import { codeCheckLimits } from '../limits';
import { emailTaken, isUniqueViolation, normalizeEmail, toUser } from './accounts';
import type { AuthDependencies } from './ports';
import { verificationStatusOf } from '../verification/verification-status';

export const userSchema = toJsonSchema(userEntitySchema);

const loginResponseSchema = {
  type: 'object',
  required: ['token'],
  properties: {
    token: { type: 'string' },
    action: { type: 'string', enum: ['alert', 'redirect'] },
    message: { type: 'string' },
    redirect_to: { type: 'string', enum: ['trips_sample', 'my_trips', 'chat', 'deal'] },
    parcel_id: { type: 'integer' },
    bind_id: { type: 'integer', description: "with redirect_to 'deal': the request whose deal page the login leads to" },
    chat_channel_id: { type: 'string' },
    status: { type: 'string', enum: ['proceed'], description: "with error_type 'email_confirmation': the e-mail is not confirmed yet" },
    error_type: { type: 'string', enum: ['email_confirmation'] },
  },
} as const;

function phoneTaken(): ApiError {
  return new ApiError(422, 'phone_confirmed', 'This phone number is already registered, log in.', {
    validation_errors: { phone: [MESSAGE_KEYS.phoneAlreadyRegistered] },
  });
}

function invalidCredentials(): ApiError {
  return unauthorized('Incorrect phone or password.');
}

export function authRoutes(deps: AuthDependencies) {
  const {
    db,
    config,
    limiter,
    botCheck,
    hasher,
    tokens,
    authenticator,
    guestAccounts,
    phoneCodes,
    emailConfirmation,
    loginActions,
    loginLocks,
  } = deps;
  const signInHooks = deps.signInHooks ?? [];

  return async function registerAuthRoutes(app: FastifyInstance): Promise<void> {
    const signedIn = signedInRoutes('auth', authenticator.authenticate);

    app.post(
      '/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Create the account after the phone was confirmed; answers a token and the user',
          body: fromContract(registerSchema, botCheckFields),
          response: {
            200: { type: 'object', properties: { token: { type: 'string' }, user: userSchema } },
            ...errorResponses(422, 429, 403),
          },
        },
      },
      async (request): Promise<RegisterResponse> => {
        const body = request.body as RegisterRequest;
        await limiter.enforce(codeCheckLimits(config, request.ip));
        await botCheck.assertHuman(body, 'register', request.ip);
        const locale = requestLocale(request);
        const phone = normalizePhone(body.phone);
        const email = normalizeEmail(body.email);
        const owner = await db
          .selectFrom('users')
          .select(['phone_number'])
          .where((eb) => eb.or([eb('email', '=', email), eb('phone_number', '=', phone)]))
          .execute();
        if (owner.some((user) => user.phone_number === phone)) throw phoneTaken();
        if (owner.length > 0) throw emailTaken();
        const result = await db.transaction().execute(async (trx) => {
          const verdict = await phoneCodes.consume(trx, phone, 'register', body.code, true);
          if (verdict.outcome !== 'ok') return { done: false as const, verdict };
          // Hashed only once the code is right: a wrong code costs the server no scrypt.
          const passwordHash = await hasher.hash(body.password);
          const user = await trx
            .insertInto('users')
            .values({ phone_number: phone, email, first_name: body.first_name.trim(), password_hash: passwordHash })
            .returningAll()
            .executeTakeFirstOrThrow()
            .catch((error: unknown) => {
              if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
              throw isUniqueViolation(error, 'users_phone_number_key') ? phoneTaken() : error;
            });
          await emailConfirmation.issue(trx, user, locale);
          for (const hook of signInHooks) await hook(trx, user);
          return { done: true as const, user, token: await tokens.issue(trx, user.id) };
        });
        if (!result.done) throw phoneCodes.errorFor(result.verdict, 'register', locale);
        return { token: result.token, user: toUser(result.user) };
      },
    );

    app.post(
      '/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Log in with phone and password; wrong phone or password answer the same 401',
          body: fromContract(loginSchema, botCheckFields),
          response: { 200: loginResponseSchema, ...errorResponses(401, 422, 429, 403) },
        },
      },
      async (request): Promise<LoginResponse> => {
        const body = request.body as LoginRequest;
        const phone = normalizePhone(body.phone);
        // Cheap checks first: limits and the phone's lock come before the bot check and the password hash.
        await limiter.enforce([
          [`login:${phone}:${request.ip}`, config.limits.login],
          [`login:ip:${request.ip}`, config.limits.loginPerIp],
        ]);
        await loginLocks.assertUnlocked(phone);
        await botCheck.assertHuman(body, 'login', request.ip);
        const user = await db.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirst();
        const valid = user?.password_hash
          ? await hasher.verify(body.password, user.password_hash)
          : await hasher.verifyNothing(body.password);
        if (!user || !valid) {
          await loginLocks.recordFailure(phone, user, requestLocale(request));
          throw invalidCredentials();
        }

        const { token, action } = await db.transaction().execute(async (trx) => {
          for (const hook of signInHooks) await hook(trx, user);
          return { token: await tokens.issue(trx, user.id), action: await loginActions.takeNext(trx, user.id) };
        });
        const response: LoginResponse = { token, ...action };
        if (!user.email_confirmed_at) Object.assign(response, { status: 'proceed', error_type: 'email_confirmation' });
        return response;
      },
    );

    app.post(
      '/auth/logout',
      signedIn({ summary: 'Revoke the bearer token', response: { 200: successSchema, ...errorResponses(401) } }),
      async (request) => {
        await tokens.revoke(db, request.session!.tokenId);
        return { success: true };
      },
    );

    app.get('/me', signedIn({ summary: 'The logged-in user', response: { 200: userSchema, ...errorResponses(401) } }), async (request) =>
      toUser(request.session!.user, await verificationStatusOf(db, request.session!.user.id)),
    );

    app.post(
      '/auth/auto-register/send',
      {
        schema: {
          tags: ['auth'],
          summary: "Send a guest account's login information again; answers the same whether or not the address exists",
          body: fromContract(autoRegisterSendSchema),
          response: { 200: successSchema, ...errorResponses(422, 429) },
        },
      },
      async (request) => {
        const body = request.body as AutoRegisterSendRequest;
        const email = normalizeEmail(body.email);
        await limiter.enforce([
          [`forms:ip:${request.ip}`, config.limits.formsPerIp],
          [`email:${email}`, config.limits.emailsPerRecipient],
        ]);
        await db.transaction().execute((trx) => guestAccounts.resendLoginInformation(trx, email, requestLocale(request)));
        return { success: true };
      },
    );
  };
}
