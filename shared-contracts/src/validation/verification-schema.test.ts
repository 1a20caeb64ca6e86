import { MESSAGE_KEYS as K } from '../errors';
import { kazakhstanToday } from './dates';
import { toJsonSchema } from './json-schema';
import { validateObject } from './validate';
import { ageOn, isDocumentNumberValid, verificationSchema } from './verification-schema';

const questionnaire = {
  last_name: 'Әбдірахманова',
  first_name: 'Айгерім',
  middle_name: 'Серік-қызы',
  birth_date: '2006-12-11',
  iin: '061211600012',
  is_resident: true,
  document_type: 'id_card',
  document_number: '012345678',
  issue_date: '2022-01-15',
  issuing_authority: 'МВД РК',
  address: 'Алматы, ул. Абая 1',
  document_image_id: 'document-image-id',
  selfie_image_id: 'selfie-image-id',
};

function errorsOf(changes: object) {
  return validateObject(verificationSchema, { ...questionnaire, ...changes });
}

function yearsAgo(years: number, dayShift = 0): string {
  const date = new Date(`${kazakhstanToday()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + dayShift);
  return date.toISOString().slice(0, 10);
}

describe('verificationSchema', () => {
  it('accepts a complete questionnaire, with and without a middle name', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ middle_name: undefined, first_name: 'Aigerim', last_name: 'Smith-Jones' })).toEqual({});
  });

  it('requires every field but the middle name', () => {
    const errors = validateObject(verificationSchema, {});
    for (const field of Object.keys(questionnaire).filter((name) => name !== 'middle_name')) {
      expect(errors[field]).toContain(K.fieldRequired);
    }
    expect(errors.middle_name).toBeUndefined();
  });

  it('refuses an IIN with a broken check digit or not 12 digits', () => {
    expect(errorsOf({ iin: '061211600013' }).iin).toEqual([K.iinNotValid]);
    expect(errorsOf({ iin: '06121160001' }).iin).toEqual([K.iinNotValid]);
    expect(errorsOf({ iin: '06121160001a' }).iin).toEqual([K.iinNotValid]);
  });

  it('refuses an IIN whose encoded date is not the date of birth', () => {
    expect(errorsOf({ birth_date: '2006-12-12' }).iin).toEqual([K.iinBirthDateMismatch]);
    expect(errorsOf({ birth_date: '1906-12-11' }).iin).toEqual([K.iinBirthDateMismatch]);
  });

  it('refuses a person under 18 and a birth date in the future', () => {
    expect(errorsOf({ birth_date: yearsAgo(17) }).birth_date).toEqual([K.tooYoung]);
    expect(errorsOf({ birth_date: yearsAgo(18, 1) }).birth_date).toEqual([K.tooYoung]);
    expect(errorsOf({ birth_date: yearsAgo(18) }).birth_date).toBeUndefined();
    expect(errorsOf({ birth_date: yearsAgo(-1) }).birth_date).toContain(K.dateInFuture);
    expect(errorsOf({ birth_date: '2006-02-30' }).birth_date).toEqual([K.untitledError]);
  });

  it('refuses an issue date in the future or before the date of birth', () => {
    expect(errorsOf({ issue_date: yearsAgo(-1) }).issue_date).toEqual([K.dateInFuture]);
    expect(errorsOf({ issue_date: '2006-12-10' }).issue_date).toEqual([K.issueDateBeforeBirth]);
    expect(errorsOf({ issue_date: '2006-12-11' }).issue_date).toBeUndefined();
  });

  it('allows letters of Latin, Cyrillic and Kazakh, spaces and hyphens in names only', () => {
    expect(errorsOf({ first_name: 'Ұлжан Өмір' })).toEqual({});
    expect(errorsOf({ first_name: 'Ivan1' }).first_name).toEqual([K.onlyLettersRequired]);
    expect(errorsOf({ last_name: "O'Brien" }).last_name).toEqual([K.onlyLettersRequired]);
    expect(errorsOf({ middle_name: 'A.' }).middle_name).toEqual([K.onlyLettersRequired]);
  });

  it('checks the document number against its type', () => {
    expect(errorsOf({ document_type: 'passport', document_number: 'N12345678' })).toEqual({});
    expect(errorsOf({ document_type: 'passport', document_number: '012345678' }).document_number).toEqual([K.documentNumberNotValid]);
    expect(errorsOf({ document_type: 'id_card', document_number: 'N12345678' }).document_number).toEqual([K.documentNumberNotValid]);
    expect(errorsOf({ document_type: 'diplomatic_passport', document_number: 'D1234567' })).toEqual({});
    expect(errorsOf({ document_type: 'birth_certificate', document_number: 'IАЖ 1234567' })).toEqual({});
    expect(errorsOf({ document_type: 'driving_licence' }).document_type).toEqual([K.untitledError]);
    expect(isDocumentNumberValid('residence_permit', '12345678')).toBe(false);
  });

  it('counts whole years of age', () => {
    expect(ageOn('2008-11-26', '2026-11-25')).toBe(17);
    expect(ageOn('2008-11-25', '2026-11-25')).toBe(18);
  });

  it('gives the API a JSON schema with the required fields and the IIN pattern', () => {
    const schema = toJsonSchema(verificationSchema) as { required: string[]; properties: Record<string, Record<string, unknown>> };
    expect(schema.required).toEqual(expect.arrayContaining(['iin', 'birth_date', 'document_type', 'selfie_image_id']));
    expect(schema.required).not.toContain('middle_name');
    expect(schema.properties.iin!.pattern).toBe('^\\d{12}$');
    expect(schema.properties.is_resident!.type).toBe('boolean');
    expect(schema.properties.document_type!.enum).toHaveLength(6);
  });
});
