import { boolean, object, type TestContext } from 'yup';
import type { VerificationDocumentType } from '../entities';
import { MESSAGE_KEYS } from '../errors';
import { isIsoDate, kazakhstanToday } from './dates';
import { maxLengthRule, onlyLettersRule, requiredRule } from './field-rules';
import { birthDateOfIin, hasValidIinChecksum } from './iin';
import type { JsonSchemaFragment } from './json-schema';
import { oneOfField, plainTextField } from './shared-fields';

export const VERIFICATION_DOCUMENT_TYPES: readonly VerificationDocumentType[] = [
  'id_card',
  'passport',
  'birth_certificate',
  'residence_permit',
  'diplomatic_passport',
  'stateless_certificate',
];

/** The youngest age at which a person may pass verification (spec §6). */
export const VERIFICATION_MIN_AGE = 18;

/**
 * Document numbers as Kazakhstan issues them: the ID card, the foreigner's residence permit and the stateless
 * person's certificate 9 digits; the passport N and 8 digits; the diplomatic passport D and 7 or 8 digits; the birth
 * certificate (older series letters, then the number) a series of up to 4 letters or digits and 6–7 digits.
 */
export const DOCUMENT_NUMBER_FORMATS: Readonly<Record<VerificationDocumentType, RegExp>> = {
  id_card: /^\d{9}$/,
  passport: /^N\d{8}$/,
  birth_certificate: /^(?:[A-ZА-ЯЁӘҒҚҢӨҰҮҺІ0-9]{1,4}[ -]?)?\d{6,7}$/,
  residence_permit: /^\d{9}$/,
  diplomatic_passport: /^D\d{7,8}$/,
  stateless_certificate: /^\d{9}$/,
};

const NAME_MAX_LENGTH = 60;
const TEXT_MAX_LENGTH = 200;
const IMAGE_ID_MAX_LENGTH = 64;

export function isDocumentNumberValid(documentType: VerificationDocumentType, documentNumber: string): boolean {
  const format = DOCUMENT_NUMBER_FORMATS[documentType];
  return format !== undefined && format.test(documentNumber.trim().toUpperCase());
}

/** Whole years from `birthDate` to `today` (both YYYY-MM-DD); a 29 February birthday comes of age on 1 March. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

interface QuestionnaireParent {
  birth_date?: string;
  document_type?: VerificationDocumentType;
}

function nameField() {
  return requiredRule.concat(onlyLettersRule).concat(maxLengthRule(NAME_MAX_LENGTH));
}

function textField() {
  return requiredRule.concat(maxLengthRule(TEXT_MAX_LENGTH));
}

/** Required text that `isValid` accepts; `jsonSchema` is what the check means in the API's schema. */
function requiredTextField(name: string, message: string, isValid: (value: string) => boolean, jsonSchema: JsonSchemaFragment) {
  return plainTextField()
    .required(MESSAGE_KEYS.fieldRequired)
    .test({ name, message, params: { jsonSchema }, test: (value) => !value || isValid(value) });
}

/** A past or present YYYY-MM-DD date (Kazakhstan time). */
export function pastDateField() {
  return requiredTextField('isoDate', MESSAGE_KEYS.untitledError, isIsoDate, {
    format: 'date',
    description: 'YYYY-MM-DD, not in the future',
  }).test({
    name: 'notFuture',
    message: MESSAGE_KEYS.dateInFuture,
    test: (value) => !value || !isIsoDate(value) || value <= kazakhstanToday(),
  });
}

function imageIdField() {
  return plainTextField().required(MESSAGE_KEYS.fieldRequired).max(IMAGE_ID_MAX_LENGTH, MESSAGE_KEYS.notFound);
}

/**
 * `POST /me/verification`, the questionnaire (issue 16). The rules between fields (the IIN's date of birth, a
 * document issued after birth, the number's format for its type) have no JSON Schema form: the API runs this same
 * schema before its handler, so the form and the API answer the same key for the same field.
 */
export const verificationSchema = object({
  last_name: nameField(),
  first_name: nameField(),
  middle_name: onlyLettersRule.concat(maxLengthRule(NAME_MAX_LENGTH)),
  birth_date: pastDateField().test({
    name: 'adult',
    message: MESSAGE_KEYS.tooYoung,
    params: { jsonSchema: { description: `at least ${VERIFICATION_MIN_AGE} years ago` } },
    test: (value) => !value || !isIsoDate(value) || ageOn(value, kazakhstanToday()) >= VERIFICATION_MIN_AGE,
  }),
  iin: requiredTextField('iin', MESSAGE_KEYS.iinNotValid, hasValidIinChecksum, {
    pattern: '^\\d{12}$',
    description: 'Kazakhstan IIN: 12 digits, check digit',
  }).test({
    name: 'iinBirthDate',
    message: MESSAGE_KEYS.iinBirthDateMismatch,
    test(value, context: TestContext) {
      const { birth_date: birthDate } = context.parent as QuestionnaireParent;
      if (!value || !hasValidIinChecksum(value) || !birthDate || !isIsoDate(birthDate)) return true;
      return birthDateOfIin(value) === birthDate;
    },
  }),
  is_resident: boolean().typeError(MESSAGE_KEYS.untitledError).required(MESSAGE_KEYS.fieldRequired),
  document_type: oneOfField(VERIFICATION_DOCUMENT_TYPES),
  document_number: requiredRule.concat(maxLengthRule(20)).test({
    name: 'documentNumber',
    message: MESSAGE_KEYS.documentNumberNotValid,
    test(value, context: TestContext) {
      const { document_type: documentType } = context.parent as QuestionnaireParent;
      if (!value || !documentType || !VERIFICATION_DOCUMENT_TYPES.includes(documentType)) return true;
      return isDocumentNumberValid(documentType, value);
    },
  }),
  issue_date: pastDateField().test({
    name: 'issuedAfterBirth',
    message: MESSAGE_KEYS.issueDateBeforeBirth,
    test(value, context: TestContext) {
      const { birth_date: birthDate } = context.parent as QuestionnaireParent;
      return !value || !birthDate || !isIsoDate(value) || !isIsoDate(birthDate) || value >= birthDate;
    },
  }),
  issuing_authority: textField(),
  address: textField(),
  document_image_id: imageIdField(),
  selfie_image_id: imageIdField(),
});
