import { emailError, isBlank, isEmail } from './validation';

describe('isBlank', () => {
  it.each(['', ' ', '\t\n', '\u00a0'])('is true for %j', (value) => expect(isBlank(value)).toBe(true));
  it.each(['a', ' x ', 'محمد', '🚚', '<img src=x onerror=alert(1)>'])('is false for %j', (value) =>
    expect(isBlank(value)).toBe(false),
  );
});

describe('isEmail', () => {
  it.each([
    'name@example.com',
    ' name@example.com ',
    'first.last+tag@sub.example.co.uk',
    'a@b.io',
    'محمد@مثال.com',
  ])('accepts %j', (value) => expect(isEmail(value)).toBe(true));

  it.each([
    '',
    'name',
    'name@',
    '@example.com',
    'name@example',
    'name@example.',
    'name@.com',
    'name@@example.com',
    'na me@example.com',
    'name@exa mple.com',
    'name@example..com',
    '<img src=x onerror=alert(1)>',
    '🚚🚚🚚',
    `${'a'.repeat(250)}@example.com`,
  ])('rejects %j', (value) => expect(isEmail(value)).toBe(false));

  it('handles a 10,000-character value quickly', () => {
    const started = Date.now();
    expect(isEmail('a'.repeat(10_000))).toBe(false);
    expect(isEmail(`${'a'.repeat(10_000)}@example.com`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('emailError', () => {
  it('asks for an email, then a valid one, then (for new accounts) an unused one', () => {
    expect(emailError('  ')).toBe('emailRequired');
    expect(emailError('a@b')).toBe('emailInvalid');
    expect(emailError('a@b.co')).toBeUndefined();
    expect(emailError('a@b.co', true)).toBe('emailTaken');
    expect(emailError('nope', true)).toBe('emailInvalid');
  });
});
