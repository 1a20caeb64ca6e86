import { FieldModel } from './field-model';
import { formRule } from './form-rule';

describe('formRule', () => {
  it('gives the field the keys the whole-object rules work out, and none when they pass', () => {
    let keys: string[] = ['errors.same_cities', 'errors.required'];
    const field = new FieldModel('', [formRule(() => keys)]);
    expect(field.errors).toEqual(['errors.same_cities', 'errors.required']);
    keys = [];
    expect(field.errors).toEqual([]);
  });
});
