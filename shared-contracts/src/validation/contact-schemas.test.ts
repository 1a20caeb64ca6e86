import { MESSAGE_KEYS as K } from '../errors';
import { contactFormSchema, subscriptionSchema } from './contact-schemas';
import { validateObject } from './validate';

describe('contactFormSchema', () => {
  it('needs a name and a valid phone; e-mail and question are optional', () => {
    expect(validateObject(contactFormSchema, { first_name: 'Ұлжан', phone: '+7 (701) 234-56-78' })).toEqual({});
    expect(validateObject(contactFormSchema, { first_name: '', phone: '' })).toEqual({
      first_name: [K.fieldRequired],
      phone: [K.fieldRequired],
    });
  });

  it('checks an e-mail only when given', () => {
    const base = { first_name: 'Үміт', phone: '77012345678', question: 'Когда?' };
    expect(validateObject(contactFormSchema, { ...base, email: '' })).toEqual({});
    expect(validateObject(contactFormSchema, { ...base, email: 'umit@' })).toEqual({ email: [K.emailNotValid] });
  });
});

describe('subscriptionSchema', () => {
  it('needs a valid e-mail', () => {
    expect(validateObject(subscriptionSchema, { email: 'a@b.kz' })).toEqual({});
    expect(validateObject(subscriptionSchema, { email: '' })).toEqual({ email: [K.fieldRequired] });
    expect(validateObject(subscriptionSchema, { email: 'a.kz' })).toEqual({ email: [K.emailNotValid] });
  });
});
