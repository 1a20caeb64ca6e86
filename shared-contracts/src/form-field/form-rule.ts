import { mixed, ValidationError, type Schema } from 'yup';

/**
 * A field validator whose keys a form store works out from the contract's whole-request schema, so rules that read
 * other fields (same cities, class for type, return after trip, the document number's format for its type, the
 * issue date after the IIN's birth date) stay written once, in contracts.
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
