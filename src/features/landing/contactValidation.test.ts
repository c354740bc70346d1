import { EMPTY_CONTACT, validateContact } from './contactValidation';

const valid = { ...EMPTY_CONTACT, fullName: 'Ana', email: 'ana@example.com', message: 'Hello' };

describe('validateContact', () => {
  it('requires full name, email and message; phone and company are optional', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
      message: 'messageRequired',
    });
    expect(validateContact({ ...EMPTY_CONTACT, fullName: '   ', email: ' ', message: '\n' })).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
      message: 'messageRequired',
    });
    expect(validateContact(valid)).toEqual({});
  });

  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana example@x.com', 'a@b@c.com'])(
    'rejects the malformed email %p',
    (email) => expect(validateContact({ ...valid, email })).toEqual({ email: 'emailInvalid' }),
  );

  it('accepts long, Arabic, emoji and HTML text as text', () => {
    expect(
      validateContact({
        ...valid,
        fullName: 'x'.repeat(10_000),
        company: '<img src=x onerror=alert(1)>',
        message: 'مرحبا 🚚',
      }),
    ).toEqual({});
  });
});
