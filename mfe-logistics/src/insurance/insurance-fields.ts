import { insurancePersonSchema, normalizePhone } from '@jetkiz/contracts';
import type { InsuranceAttribute, InsurancePerson } from '@jetkiz/contracts';

/** The parties of the form in the product's words, and the insurer's name of each in the request (spec §3). */
export const PARTY_ROLES = { sender: 'insurer', traveler: 'deliveryMan', recipient: 'insured' } as const;
export type Party = keyof typeof PARTY_ROLES;
export type PartyRole = (typeof PARTY_ROLES)[Party];
export const PARTIES = Object.keys(PARTY_ROLES) as Party[];

export type PersonField = keyof InsurancePerson;
export const PERSON_FIELDS = Object.keys(insurancePersonSchema.fields) as PersonField[];

export const ATTRIBUTE_FIELDS = [
  'length',
  'width',
  'height',
  'weight',
  'cost',
  'description',
] as const satisfies readonly (keyof InsuranceAttribute)[];
export type AttributeField = (typeof ATTRIBUTE_FIELDS)[number];

/** A field's name is its path in the request, so a 422's validation_errors land on it as they come. */
export type PersonPath = `${PartyRole}.${PersonField}`;
export type ParcelPath = `attribute.${AttributeField}` | 'delivery_price';
export type InsuranceFieldPath = PersonPath | ParcelPath;

export const PARCEL_PATHS: readonly ParcelPath[] = [...ATTRIBUTE_FIELDS.map((name) => `attribute.${name}` as const), 'delivery_price'];

export function personPaths(party: Party): PersonPath[] {
  return PERSON_FIELDS.map((name) => `${PARTY_ROLES[party]}.${name}` as const);
}

export const FIELD_PATHS: readonly InsuranceFieldPath[] = [...PARCEL_PATHS, ...PARTIES.flatMap(personPaths)];

/** '' → undefined, so `required` speaks for an empty field; the schema casts the rest (a wrong number fails it). */
export function typedOrUndefined(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A decimal comma is as good as a point. */
export function decimalOrUndefined(value: string): string | undefined {
  return typedOrUndefined(value)?.replace(',', '.');
}

export function residentOf(value: string): boolean | undefined {
  if (value === 'yes') return true;
  if (value === 'no') return false;
  return undefined;
}

/** Phones leave the form normalised (spec §5); an incomplete one is sent as typed, so its rule still fails. */
export function phoneOrUndefined(value: string): string | undefined {
  const text = typedOrUndefined(value);
  return text === undefined ? undefined : normalizePhone(text);
}
