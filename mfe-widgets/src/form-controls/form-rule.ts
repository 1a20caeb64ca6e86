import { mixed, ValidationError, type Schema } from 'yup';

/**
 * A field validator whose keys a form store works out from its whole-object schema (contracts), so rules that
 * compare fields (same cities, class for type, return after trip) stay written once, in contracts.
 */
export function formRule(errorsOf: () => readonly string[]): Schema {
  return mixed().test({
    name: 'form',
    test() {
      const keys = errorsOf();
      if (keys.length === 0) return true;
      return new ValidationError(keys.map((key) => this.createError({ message: key })));
    },
  });
}
