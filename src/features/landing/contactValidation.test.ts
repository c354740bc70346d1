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

  it('accepts Arabic, emoji and HTML text as text', () => {
    expect(
      validateContact({
        ...valid,
        fullName: 'محمد 🚚',
        company: '<img src=x onerror=alert(1)>',
        message: `<script>alert(1)</script> مرحبا 🚚 ${'x'.repeat(1_900)}`,
      }),
    ).toEqual({});
  });

  it('refuses too-long text and names without letters', () => {
    expect(
      validateContact({
        fullName: 'x'.repeat(10_000),
        email: `${'a'.repeat(300)}@example.com`,
        phone: '5'.repeat(31),
        company: '12345',
        message: 'x'.repeat(2_001),
      }),
    ).toEqual({
      fullName: 'validation.tooLong.name',
      email: 'validation.tooLong.email',
      phone: 'validation.tooLong.phone',
      company: 'validation.nameLetters',
      message: 'validation.tooLong.text',
    });
  });
});
