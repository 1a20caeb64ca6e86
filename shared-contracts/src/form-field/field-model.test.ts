import { autorun } from 'mobx';
import { MESSAGE_KEYS as K } from '../errors';
import { phoneRule, requiredRule } from '../validation';
import { FieldModel } from './field-model';

function phoneField(initial = '') {
  return new FieldModel(initial, [requiredRule, phoneRule]);
}

function expectValidOnceSetTo(field: FieldModel, value: string) {
  field.setValue(value);
  expect([field.errors, field.serverErrors, field.isValid]).toEqual([[], [], true]);
}

describe('FieldModel', () => {
  it('knows its errors but hides them until blurred', () => {
    const field = phoneField();
    expect(field.errors).toEqual([K.fieldRequired]);
    expect(field.isValid).toBe(false);
    expect(field.visibleErrors).toEqual([]);
    field.blur();
    expect(field.visibleErrors).toEqual([K.fieldRequired]);
  });

  it('revalidates on every value', () => {
    const field = phoneField();
    field.setValue('+7 (701) 234');
    expect(field.errors).toEqual([K.phoneNotValid]);
    expectValidOnceSetTo(field, '+7 (701) 234-56-78');
  });

  it('shows server errors at once and drops them on the next value', () => {
    const field = phoneField('77012345678');
    field.setServerErrors([K.phoneAlreadyRegistered]);
    expect(field.blurred).toBe(true);
    expect(field.visibleErrors).toEqual([K.phoneAlreadyRegistered]);
    expect(field.isValid).toBe(false);
    expectValidOnceSetTo(field, '77012345679');
  });

  it('lists a key once even when a rule and the server agree', () => {
    const field = phoneField('7701');
    field.setServerErrors([K.phoneNotValid]);
    expect(field.errors).toEqual([K.phoneNotValid]);
  });

  it('resets to its first state', () => {
    const field = phoneField('7');
    field.setValue('77012345678');
    field.setServerErrors(['x']);
    field.reset();
    expect([field.value, field.blurred, field.serverErrors]).toEqual(['7', false, []]);
  });

  it('is observable', () => {
    const field = new FieldModel('', [requiredRule]);
    const seen: string[][] = [];
    const stop = autorun(() => seen.push(field.visibleErrors));
    field.blur();
    field.setValue('a');
    stop();
    expect(seen).toEqual([[], [K.fieldRequired], []]);
  });

  it('takes values of any type', () => {
    const field = new FieldModel<number | null>(null, [requiredRule]);
    expect(field.errors).toEqual([K.fieldRequired]);
    field.setValue(3);
    expect(field.isValid).toBe(true);
  });
});
