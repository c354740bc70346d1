import {
  isSignupRole,
  needsCompany,
  validateForgot,
  validateLogin,
  validateReset,
  validateSignup,
  type SignupValues,
} from './validateAuth';

const XSS = '<img src=x onerror=alert(1)>';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(validateLogin({ email: '   ', password: ' ' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });

  it.each(['not-an-email', XSS, 'مرحبا', '🚚'])('flags a malformed email: %s', (email) => {
    expect(validateLogin({ email, password: 'x' })).toEqual({ email: 'emailInvalid' });
  });

  it('says a 10,000-character email is too long (not malformed)', () => {
    expect(validateLogin({ email: 'a'.repeat(10_000), password: 'x' })).toEqual({
      email: 'validation.tooLong.email',
    });
  });

  it('accepts a well-formed form, whatever the password holds', () => {
    expect(validateLogin({ email: ' ana@example.com ', password: `${XSS} كلمة 🚚` })).toEqual({});
  });
});

const validSignup: SignupValues = {
  fullName: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '+34 600 000 000',
  role: 'driver',
  company: '',
  password: 'secret',
  confirmPassword: 'other',
};

describe('validateSignup', () => {
  it('requires name, email, phone, role, password and confirmation', () => {
    const empty = {
      fullName: '',
      email: '',
      phone: '',
      role: '',
      company: '',
      password: '',
      confirmPassword: '',
    };
    expect(validateSignup(empty)).toEqual({
      fullName: 'fullNameRequired',
      email: 'emailRequired',
      phone: 'phoneRequired',
      role: 'roleRequired',
      password: 'passwordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
  });

  it('leaves the password match to the sign-up flow (spec 8 toast)', () => {
    expect(validateSignup(validSignup)).toEqual({});
  });

  it.each(['broker', 'shipper', 'carrier'])('requires the company name for %s', (role) => {
    expect(validateSignup({ ...validSignup, role })).toEqual({ company: 'companyRequired' });
    expect(validateSignup({ ...validSignup, role, company: 'Acme' })).toEqual({});
  });

  it('does not require a company for a driver, even if one was typed before switching', () => {
    expect(validateSignup({ ...validSignup, role: 'driver', company: '' })).toEqual({});
  });

  it('refuses a role that is not self-registering', () => {
    expect(validateSignup({ ...validSignup, role: 'admin' })).toEqual({ role: 'roleRequired' });
  });

  it('accepts HTML, Arabic and emoji in a name as text', () => {
    for (const fullName of [XSS, 'محمد الأحمد', '🚚 Trucker 🚛', `  ${'n'.repeat(100)}  `])
      expect(validateSignup({ ...validSignup, fullName })).toEqual({});
  });

  it('refuses a name too long or without a letter, and a too-long phone', () => {
    expect(validateSignup({ ...validSignup, fullName: 'n'.repeat(10_000) })).toEqual({
      fullName: 'validation.tooLong.name',
    });
    expect(validateSignup({ ...validSignup, fullName: '12345' })).toEqual({
      fullName: 'validation.nameLetters',
    });
    expect(validateSignup({ ...validSignup, phone: '5'.repeat(31) })).toEqual({
      phone: 'validation.tooLong.phone',
    });
  });

  it('refuses a company name without a letter for a company role', () => {
    expect(validateSignup({ ...validSignup, role: 'broker', company: '!!!' })).toEqual({
      company: 'validation.nameLetters',
    });
  });

  it('flags a malformed email', () => {
    expect(validateSignup({ ...validSignup, email: 'ana@' })).toEqual({ email: 'emailInvalid' });
  });
});

describe('roles', () => {
  it('knows the self-registering roles and which need a company', () => {
    expect(['driver', 'broker', 'shipper', 'carrier'].every(isSignupRole)).toBe(true);
    expect([null, undefined, '', 'admin', 'Driver', XSS].some(isSignupRole)).toBe(false);
    expect(['broker', 'shipper', 'carrier'].every(needsCompany)).toBe(true);
    expect(needsCompany('driver') || needsCompany('')).toBe(false);
  });
});

describe('validateForgot', () => {
  it('requires a well-formed email', () => {
    expect(validateForgot({ email: '' })).toEqual({ email: 'emailRequired' });
    expect(validateForgot({ email: 'x@y' })).toEqual({ email: 'emailInvalid' });
    expect(validateForgot({ email: 'x@y.io' })).toEqual({});
  });
});

describe('validateReset', () => {
  it('requires code, new password and confirmation, and nothing more', () => {
    expect(validateReset({ code: '', password: '', confirmPassword: '' })).toEqual({
      code: 'resetCodeRequired',
      password: 'newPasswordRequired',
      confirmPassword: 'confirmPasswordRequired',
    });
    expect(validateReset({ code: '123456', password: 'a', confirmPassword: 'b' })).toEqual({});
  });
});
