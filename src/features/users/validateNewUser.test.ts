import { EMPTY_NEW_USER, validateNewUser, type NewUserValues } from './validateNewUser';

const valid: NewUserValues = {
  ...EMPTY_NEW_USER,
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  role: 'driver',
};
const check = (change: Partial<NewUserValues>) =>
  validateNewUser({ ...valid, ...change } as NewUserValues, false);

describe('validateNewUser: hostile input (issue 10)', () => {
  it('accepts markup, Arabic, emoji and surrounding spaces as text', () => {
    expect(
      check({ name: '  <img src=x onerror=alert(1)> محمد 🚚  ', notes: '<script>alert(1)</script>' }),
    ).toEqual({});
  });

  it('wants a letter in the name and each text within its limit', () => {
    expect(check({ name: '12345' })).toEqual({ name: 'validation.nameLetters' });
    expect(
      check({
        name: 'n'.repeat(10_000),
        phone: '5'.repeat(31),
        companyName: 'c'.repeat(101),
        licenseNumber: 'l'.repeat(201),
        notes: 'x'.repeat(2_001),
      }),
    ).toEqual({
      name: 'validation.tooLong.name',
      phone: 'validation.tooLong.phone',
      companyName: 'validation.tooLong.name',
      licenseNumber: 'validation.tooLong.line',
      notes: 'validation.tooLong.text',
    });
  });

  it('refuses a work radius too large to be one', () => {
    expect(check({ workRadius: '9'.repeat(400) })).toEqual({ workRadius: 'workRadiusNumeric' });
    expect(check({ workRadius: '250' })).toEqual({});
  });
});
