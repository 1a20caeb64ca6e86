import { mixed, number, string } from 'yup';
import { KZT, type Currency } from '../constants';

// The field types of what the API answers (entity schemas of every feature); each carries its JSON schema for /docs.

export const integer = () => number().integer();
export const date = () => string().meta({ jsonSchema: { format: 'date', description: 'YYYY-MM-DD' } });
export const dateTime = () => string().meta({ jsonSchema: { format: 'date-time' } });
export const oneOf = <T extends string>(values: readonly T[]) => mixed<T>().oneOf(values);
export const tiyn = () => integer().meta({ jsonSchema: { description: 'integer tiyn (1 tenge = 100 tiyn)' } });
export const currency = () => mixed<Currency>().oneOf([KZT] as const);
