import { MESSAGE_KEYS as K } from '../errors';
import { emailRule, passwordConfirmationRule, requiredRule, resetPasswordRule } from '../validation';
import { FieldModel } from './field-model';
import { FormModel } from './form-model';

function resetForm() {
  const password = new FieldModel('', [resetPasswordRule]);
  const passwordConfirmation = new FieldModel('', [passwordConfirmationRule(() => password.value)]);
  return new FormModel({ password, password_confirmation: passwordConfirmation });
}

describe('FormModel', () => {
  it('is valid only when no field has errors', () => {
    const form = resetForm();
    expect(form.isValid).toBe(false);
    form.fields.password.setValue('saule2026');
    expect(form.isValid).toBe(false);
    form.fields.password_confirmation.setValue('saule2026');
    expect(form.isValid).toBe(true);
    form.fields.password.setValue('saule2027');
    expect(form.isValid).toBe(false);
    expect(form.fields.password_confirmation.errors).toEqual([K.passwordMismatch]);
  });

  it('gives the values by field name', () => {
    const form = resetForm();
    form.fields.password.setValue('abcdef');
    expect(form.values).toEqual({ password: 'abcdef', password_confirmation: '' });
  });

  it('shows every error after blurAll', () => {
    const form = resetForm();
    form.blurAll();
    expect(form.fields.password.visibleErrors).toEqual([K.fieldRequired]);
    expect(form.fields.password_confirmation.visibleErrors).toEqual([K.fieldRequired]);
  });

  it('puts server errors on its fields and returns the rest', () => {
    const form = new FormModel({ email: new FieldModel('a@b.kz', [requiredRule, emailRule]) });
    const rest = form.applyServerErrors({ email: [K.emailAlreadyRegistered], phone: [K.phoneNotValid] });
    expect(rest).toEqual({ phone: [K.phoneNotValid] });
    expect(form.fields.email.visibleErrors).toEqual([K.emailAlreadyRegistered]);
    expect(form.isValid).toBe(false);
  });

  it('resets every field', () => {
    const form = resetForm();
    form.fields.password.setValue('abcdef');
    form.blurAll();
    form.reset();
    expect(form.values).toEqual({ password: '', password_confirmation: '' });
    expect(form.fields.password.blurred).toBe(false);
  });
});
