import { object, type InferType } from 'yup';
import type {
  AutoRegisterSendRequest,
  Bind,
  BindRequest,
  BotCheckFields,
  CallbackRequest,
  City,
  EmailConfirmationConfirmRequest,
  LoginRequest,
  MailingSubscription,
  MyParcel,
  MyTrip,
  Parcel,
  ParcelCreateRequest,
  ParcelImage,
  ParcelUpdateRequest,
  PartySummary,
  PasswordCheckRequest,
  PasswordForgotCheckRequest,
  PasswordForgotRequest,
  PasswordResetRequest,
  PhoneConfirmationConfirmRequest,
  PhoneConfirmationSendRequest,
  RegisterRequest,
  TravelerCard,
  Trip,
  TripCreateRequest,
  User,
  Verification,
  VerificationRequest,
} from '../entities';
import {
  autoRegisterSendSchema,
  bindCreateSchema,
  bindEntitySchema,
  cityEntitySchema,
  verificationEntitySchema,
  verificationSchema,
  contactFormSchema,
  emailConfirmationConfirmSchema,
  loginSchema,
  myParcelEntitySchema,
  myTripEntitySchema,
  parcelCreateSchema,
  parcelEntitySchema,
  parcelImageEntitySchema,
  partySummaryEntitySchema,
  parcelUpdateSchema,
  passwordCheckSchema,
  passwordForgotCheckSchema,
  passwordForgotSchema,
  passwordResetSchema,
  phoneConfirmationConfirmSchema,
  phoneConfirmationSendSchema,
  registerSchema,
  subscriptionSchema,
  travelerCardEntitySchema,
  tripCreateSchema,
  tripEntitySchema,
  userEntitySchema,
} from '.';
import { onlyLettersRule, onlyNumbersRule } from './field-rules';
import { toJsonSchema } from './json-schema';

type Properties = Record<string, Record<string, unknown>>;
const propertiesOf = (schema: Record<string, unknown>) => schema.properties as Properties;

/** Compile-time: a request type names exactly the fields of its schema (bot-check fields aside), so they cannot drift. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type WithoutBotCheck<T> = Omit<T, keyof BotCheckFields>;
const typesFollowSchemas = [
  true satisfies SameKeys<WithoutBotCheck<LoginRequest>, InferType<typeof loginSchema>>,
  true satisfies SameKeys<WithoutBotCheck<PhoneConfirmationSendRequest>, InferType<typeof phoneConfirmationSendSchema>>,
  true satisfies SameKeys<WithoutBotCheck<PhoneConfirmationConfirmRequest>, InferType<typeof phoneConfirmationConfirmSchema>>,
  true satisfies SameKeys<WithoutBotCheck<RegisterRequest>, InferType<typeof registerSchema>>,
  true satisfies SameKeys<WithoutBotCheck<PasswordCheckRequest>, InferType<typeof passwordCheckSchema>>,
  true satisfies SameKeys<WithoutBotCheck<PasswordForgotRequest>, InferType<typeof passwordForgotSchema>>,
  true satisfies SameKeys<WithoutBotCheck<PasswordForgotCheckRequest>, InferType<typeof passwordForgotCheckSchema>>,
  true satisfies SameKeys<WithoutBotCheck<PasswordResetRequest>, InferType<typeof passwordResetSchema>>,
  true satisfies SameKeys<EmailConfirmationConfirmRequest, InferType<typeof emailConfirmationConfirmSchema>>,
  true satisfies SameKeys<AutoRegisterSendRequest, InferType<typeof autoRegisterSendSchema>>,
  true satisfies SameKeys<CallbackRequest, InferType<typeof contactFormSchema>>,
  true satisfies SameKeys<MailingSubscription, InferType<typeof subscriptionSchema>>,
  true satisfies SameKeys<WithoutBotCheck<ParcelCreateRequest>, InferType<typeof parcelCreateSchema>>,
  true satisfies SameKeys<ParcelUpdateRequest, InferType<typeof parcelUpdateSchema>>,
  true satisfies SameKeys<WithoutBotCheck<TripCreateRequest>, InferType<typeof tripCreateSchema>>,
  true satisfies SameKeys<BindRequest, InferType<typeof bindCreateSchema>>,
  true satisfies SameKeys<ParcelImage, InferType<typeof parcelImageEntitySchema>>,
  true satisfies SameKeys<Bind, InferType<typeof bindEntitySchema>>,
  true satisfies SameKeys<Parcel, InferType<typeof parcelEntitySchema>>,
  true satisfies SameKeys<PartySummary, InferType<typeof partySummaryEntitySchema>>,
  true satisfies SameKeys<Trip, InferType<typeof tripEntitySchema>>,
  true satisfies SameKeys<TravelerCard, InferType<typeof travelerCardEntitySchema>>,
  true satisfies SameKeys<MyParcel, InferType<typeof myParcelEntitySchema>>,
  true satisfies SameKeys<MyTrip, InferType<typeof myTripEntitySchema>>,
  true satisfies SameKeys<User, InferType<typeof userEntitySchema>>,
  true satisfies SameKeys<City, InferType<typeof cityEntitySchema>>,
  true satisfies SameKeys<Verification, InferType<typeof verificationEntitySchema>>,
  true satisfies SameKeys<VerificationRequest, InferType<typeof verificationSchema>>,
];

describe('toJsonSchema', () => {
  it('keeps the request types and the schemas to the same fields', () => {
    expect(typesFollowSchemas.every(Boolean)).toBe(true);
  });

  it('describes an entity the API answers: types, enums, nullable fields, nested entities', () => {
    const schema = toJsonSchema(myParcelEntitySchema);
    const fields = propertiesOf(schema);
    expect(schema.required).toBeUndefined();
    expect(fields.id).toEqual({ type: 'integer' });
    expect(fields.status).toEqual({ type: 'string', enum: ['open', 'bound', 'delivered'] });
    expect(fields.weight_kg).toEqual({ type: 'number', nullable: true });
    expect(fields.created_at).toEqual({ type: 'string', format: 'date-time' });
    expect(fields.bind).toMatchObject({
      type: 'object',
      nullable: true,
      properties: {
        status: { enum: ['pending', 'accepted', 'declined', 'paid', 'picked_up', 'delivered', 'completed', 'cancelled', 'refunded'] },
      },
    });
    expect(fields.images).toMatchObject({
      type: 'array',
      items: { properties: { id: { type: 'string', description: expect.stringContaining('128 random bits') } } },
    });
    expect(fields.trip).toMatchObject({
      nullable: true,
      properties: { traveler: { properties: { rating: { type: 'number', nullable: true } } } },
    });
    expect(toJsonSchema(cityEntitySchema).required).toEqual(['id', 'name_ru', 'name_kk', 'name_en', 'latitude', 'longitude']);
  });

  it('describes the registration: required fields, password length and pattern, phone pattern, e-mail format', () => {
    const schema = toJsonSchema(registerSchema);
    expect(schema.required).toEqual(['phone', 'code', 'password', 'password_confirmation', 'email', 'first_name']);
    const fields = propertiesOf(schema);
    expect(fields.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 70, pattern: expect.any(String) });
    expect(fields.code).toMatchObject({ minLength: 4, maxLength: 4, pattern: '^\\d+$' });
    expect(fields.email).toMatchObject({ format: 'email' });
    expect(fields.first_name).toMatchObject({ minLength: 2, maxLength: 255, pattern: expect.any(String) });
    const phone = new RegExp(String(fields.phone.pattern));
    expect(['77012345678', '+7 (701) 234-56-78'].every((value) => phone.test(value))).toBe(true);
    expect(['87012345678', '7701234567', '+7 (701) 234-56-7x'].some((value) => phone.test(value))).toBe(false);
  });

  it('describes a parcel: type and class enums, integer city ids, amounts and dates', () => {
    const schema = toJsonSchema(parcelCreateSchema);
    const fields = propertiesOf(schema);
    expect(fields.type).toMatchObject({ type: 'string', enum: ['documents', 'parcel'] });
    expect(fields.weight_class).toMatchObject({ enum: ['documents', 'S', 'M', 'L'] });
    expect(fields.from_city_id).toMatchObject({ type: 'integer', minimum: 1 });
    expect(fields.reward).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000_000 });
    expect(fields.deadline).toMatchObject({ type: 'string', format: 'date' });
    expect(fields.description).toMatchObject({ maxLength: 1000 });
    expect(fields.image_ids).toMatchObject({ type: 'array', items: { type: 'string', maxLength: 64 } });
    expect(schema.required).toEqual(
      expect.arrayContaining(['type', 'weight_class', 'description', 'deadline', 'from_city_id', 'to_city_id']),
    );
    expect(schema.required).not.toContain('reward');
  });

  it('describes a trip: amount range, an optional return date', () => {
    const schema = toJsonSchema(tripCreateSchema);
    expect(propertiesOf(schema).offered_amount).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000_000 });
    expect(propertiesOf(schema).return_date).toMatchObject({ format: 'date', nullable: true });
    expect(propertiesOf(schema).delivery_type).toMatchObject({ enum: ['address', 'railway', 'airport'] });
  });

  it('keeps both patterns when two rules of a field have one', () => {
    const schema = toJsonSchema(object({ code: onlyNumbersRule.concat(onlyLettersRule) }));
    expect(propertiesOf(schema).code).toMatchObject({ pattern: '^\\d+$', allOf: [{ pattern: expect.stringContaining('A-Za-z') }] });
  });
});
