import {
  EMPTY_PASSWORD_CHANGE,
  isPhone,
  MIN_PASSWORD_LENGTH,
  personalDetailsToSave,
  validatePasswordChange,
  validatePersonalDetails,
} from './profileForms';

const DETAILS = {
  fullName: 'Alex Morgan',
  email: 'alex.morgan@freighthub.example',
  phone: '+1 (555) 010-4477',
  department: 'Operations',
};

describe('validatePersonalDetails', () => {
  it('wants a letter in the name and each text within its limit (issue 10)', () => {
    expect(validatePersonalDetails({ ...DETAILS, fullName: '007' })).toEqual({
      fullName: 'validation.nameLetters',
    });
    expect(
      validatePersonalDetails({
        fullName: 'n'.repeat(10_000),
        email: `${'a'.repeat(260)}@example.com`,
        phone: '5'.repeat(31),
        department: 'd'.repeat(201),
      }),
    ).toEqual({
      fullName: 'validation.tooLong.name',
      email: 'validation.tooLong.email',
      phone: 'validation.tooLong.phone',
      department: 'validation.tooLong.line',
    });
    expect(validatePersonalDetails({ ...DETAILS, fullName: '<b>x</b> محمد 🚚' })).toEqual({});
  });

  it('accepts the sample administrator, and an empty phone', () => {
    expect(validatePersonalDetails(DETAILS)).toEqual({});
    expect(validatePersonalDetails({ ...DETAILS, phone: '   ' })).toEqual({});
  });

  it('requires the name, the email and the department (blank is missing)', () => {
    expect(validatePersonalDetails({ fullName: ' ', email: '', phone: '', department: '\t' })).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
      department: 'departmentRequired',
    });
  });

  it('refuses a malformed email and a phone that is not one', () => {
    expect(validatePersonalDetails({ ...DETAILS, email: 'alex@', phone: 'call me' })).toEqual({
      email: 'emailInvalid',
      phone: 'phoneInvalid',
    });
  });

  it('saves the values trimmed', () => {
    expect(personalDetailsToSave({ ...DETAILS, fullName: '  Alex  Morgan ', phone: ' ' })).toEqual({
      ...DETAILS,
      fullName: 'Alex  Morgan',
      phone: '',
    });
  });
});

describe('isPhone', () => {
  it.each(['+1 (555) 010-4477', '020 7946 0958', '555.010.4477', '+442079460958', '5550104'])(
    'accepts %s',
    (phone) => expect(isPhone(phone)).toBe(true),
  );
  it.each(['call me', '555-01', '12345678901234567', '+1 555 010 4477 ext. 12', '++1 555 0104477', ''])(
    'refuses %j',
    (phone) => expect(isPhone(phone)).toBe(false),
  );
});

describe('validatePasswordChange', () => {
  const change = (currentPassword: string, newPassword: string, confirmPassword: string) =>
    validatePasswordChange({ currentPassword, newPassword, confirmPassword });

  it('asks for all three when nothing is given', () => {
    expect(validatePasswordChange(EMPTY_PASSWORD_CHANGE)).toEqual({
      currentPassword: 'currentRequired',
      newPassword: 'newRequired',
      confirmPassword: 'confirmRequired',
    });
  });

  it(`wants at least ${MIN_PASSWORD_LENGTH} characters, counting an emoji as one`, () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(change('old-secret', 'short12', 'short12')).toEqual({ newPassword: 'tooShort' });
    expect(change('old-secret', '🚚🚚🚚🚚🚚🚚🚚', '🚚🚚🚚🚚🚚🚚🚚')).toEqual({ newPassword: 'tooShort' });
    expect(change('old-secret', '🚚🚚🚚🚚🚚🚚🚚🚚', '🚚🚚🚚🚚🚚🚚🚚🚚')).toEqual({});
  });

  it('wants the new password to differ from the current one', () => {
    expect(change('same-secret', 'same-secret', 'same-secret')).toEqual({ newPassword: 'sameAsCurrent' });
  });

  it('wants the confirmation to match exactly (spaces and case count)', () => {
    expect(change('old-secret', 'new-secret', 'New-secret')).toEqual({ confirmPassword: 'mismatch' });
    expect(change('old-secret', 'new-secret', 'new-secret ')).toEqual({ confirmPassword: 'mismatch' });
    expect(change('old-secret', '', 'new-secret')).toEqual({ newPassword: 'newRequired' });
  });

  it('accepts a good change, spaces included', () => {
    expect(change('old secret', '  new secret  ', '  new secret  ')).toEqual({});
  });
});
