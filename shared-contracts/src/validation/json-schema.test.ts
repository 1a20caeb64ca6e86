import { object, type InferType, type Schema } from 'yup';
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
import * as validation from '.';
import { onlyLettersRule, onlyNumbersRule } from './field-rules';
import { toJsonSchema } from './json-schema';

type Properties = Record<string, Record<string, unknown>>;
const propertiesOf = (schema: Record<string, unknown>) => schema.properties as Properties;

type WithoutBotCheck<T> = Omit<T, keyof BotCheckFields>;

/** The type of each request and entity schema, bot-check fields aside. */
interface TypeOfSchema {
  loginSchema: WithoutBotCheck<LoginRequest>;
  phoneConfirmationSendSchema: WithoutBotCheck<PhoneConfirmationSendRequest>;
  phoneConfirmationConfirmSchema: WithoutBotCheck<PhoneConfirmationConfirmRequest>;
  registerSchema: WithoutBotCheck<RegisterRequest>;
  passwordCheckSchema: WithoutBotCheck<PasswordCheckRequest>;
  passwordForgotSchema: WithoutBotCheck<PasswordForgotRequest>;
  passwordForgotCheckSchema: WithoutBotCheck<PasswordForgotCheckRequest>;
  passwordResetSchema: WithoutBotCheck<PasswordResetRequest>;
  emailConfirmationConfirmSchema: EmailConfirmationConfirmRequest;
  autoRegisterSendSchema: AutoRegisterSendRequest;
  contactFormSchema: CallbackRequest;
  subscriptionSchema: MailingSubscription;
  parcelCreateSchema: WithoutBotCheck<ParcelCreateRequest>;
  parcelUpdateSchema: ParcelUpdateRequest;
  tripCreateSchema: WithoutBotCheck<TripCreateRequest>;
  bindCreateSchema: BindRequest;
  parcelImageEntitySchema: ParcelImage;
  bindEntitySchema: Bind;
  parcelEntitySchema: Parcel;
  partySummaryEntitySchema: PartySummary;
  tripEntitySchema: Trip;
  travelerCardEntitySchema: TravelerCard;
  myParcelEntitySchema: MyParcel;
  myTripEntitySchema: MyTrip;
  userEntitySchema: User;
  cityEntitySchema: City;
  verificationEntitySchema: Verification;
  verificationSchema: VerificationRequest;
}

/** Compile-time: a type names exactly the fields of its schema, so they cannot drift; an error names the schema that did. */
type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never] ? true : false;
type Schemas = typeof validation;
type Drifted = {
  [K in keyof TypeOfSchema]: K extends keyof Schemas
    ? Schemas[K] extends Schema
      ? SameKeys<TypeOfSchema[K], InferType<Schemas[K]>> extends true
        ? never
        : K
      : K
    : K;
}[keyof TypeOfSchema];
const typesFollowSchemas: [Drifted] extends [never] ? true : Drifted = true;

describe('toJsonSchema', () => {
  it('keeps the request types and the schemas to the same fields', () => {
    expect(typesFollowSchemas).toBe(true);
  });

  it('describes an entity the API answers: types, enums, nullable fields, nested entities', () => {
    const schema = toJsonSchema(validation.myParcelEntitySchema);
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
    expect(toJsonSchema(validation.cityEntitySchema).required).toEqual(['id', 'name_ru', 'name_kk', 'name_en', 'latitude', 'longitude']);
  });

  it('describes the registration: required fields, password length and pattern, phone pattern, e-mail format', () => {
    const schema = toJsonSchema(validation.registerSchema);
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
    const schema = toJsonSchema(validation.parcelCreateSchema);
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
    const schema = toJsonSchema(validation.tripCreateSchema);
    expect(propertiesOf(schema).offered_amount).toMatchObject({ type: 'integer', minimum: 1, maximum: 10_000_000 });
    expect(propertiesOf(schema).return_date).toMatchObject({ format: 'date', nullable: true });
    expect(propertiesOf(schema).delivery_type).toMatchObject({ enum: ['address', 'railway', 'airport'] });
  });

  it('keeps both patterns when two rules of a field have one', () => {
    const schema = toJsonSchema(object({ code: onlyNumbersRule.concat(onlyLettersRule) }));
    expect(propertiesOf(schema).code).toMatchObject({ pattern: '^\\d+$', allOf: [{ pattern: expect.stringContaining('A-Za-z') }] });
  });
});
