import {
  characterCount,
  emailError,
  isBlank,
  isEmail,
  LENGTH_LIMITS,
  MAX_EMAIL_LENGTH,
  MAX_LINE_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PHONE_LENGTH,
  MAX_SEARCH_LENGTH,
  MAX_TEXT_LENGTH,
  nameError,
  sharedMessage,
  textError,
  tooLong,
  type TextKind,
} from './validation';

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

describe('length limits (issue 10)', () => {
  it('states one limit per field kind', () => {
    expect([MAX_NAME_LENGTH, MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, MAX_LINE_LENGTH]).toEqual([
      100, 254, 30, 200,
    ]);
    expect([MAX_TEXT_LENGTH, MAX_SEARCH_LENGTH]).toEqual([2000, 200]);
    expect(LENGTH_LIMITS).toEqual({ name: 100, email: 254, phone: 30, line: 200, text: 2000 });
  });

  it('counts characters as a person does: an emoji or an Arabic letter is one', () => {
    expect(characterCount('🚚🚛')).toBe(2);
    expect(characterCount('محمد')).toBe(4);
    expect(tooLong('🚚'.repeat(100), 'name')).toBeUndefined();
    expect(tooLong('🚚'.repeat(101), 'name')).toBe('validation.tooLong.name');
  });

  it('ignores leading and trailing spaces, which are trimmed on save', () => {
    expect(tooLong(`   ${'a'.repeat(100)}   `, 'name')).toBeUndefined();
    expect(tooLong('a'.repeat(101), 'name')).toBe('validation.tooLong.name');
  });

  it.each(Object.entries(LENGTH_LIMITS) as [TextKind, number][])(
    'takes %s up to %i characters',
    (kind, max) => {
      expect(tooLong('x'.repeat(max), kind)).toBeUndefined();
      expect(tooLong('x'.repeat(max + 1), kind)).toBe(`validation.tooLong.${kind}`);
    },
  );

  it('handles 10,000 characters of markup quickly, as text', () => {
    const started = Date.now();
    const markup = '<script>alert(1)</script>'.repeat(400);
    expect(tooLong(markup, 'text')).toBe('validation.tooLong.text');
    expect(nameError(markup, 'nameRequired')).toBe('validation.tooLong.name');
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('nameError', () => {
  it.each(['Ana', 'محمد الأحمد', '🚚 Trucker', '<b>x</b>', 'Jean-Luc O’Neil', '李雷', ' R2D2 '])(
    'accepts %j',
    (name) => expect(nameError(name, 'nameRequired')).toBeUndefined(),
  );
  it.each(['12345', '!!!', '🚚🚛', '+1 555', '  42  '])('wants a letter in %j', (name) =>
    expect(nameError(name, 'nameRequired')).toBe('validation.nameLetters'),
  );
  it('asks for the name first, then its length', () => {
    expect(nameError('  ', 'nameRequired')).toBe('nameRequired');
    expect(nameError('1'.repeat(101), 'nameRequired')).toBe('validation.tooLong.name');
  });
});

describe('textError', () => {
  it('is the required key when blank, the length code when too long, else nothing', () => {
    expect(textError(' ', 'line', 'addressRequired')).toBe('addressRequired');
    expect(textError('', 'text')).toBeUndefined();
    expect(textError('x'.repeat(2001), 'text')).toBe('validation.tooLong.text');
    expect(textError('12 Main St', 'line', 'addressRequired')).toBeUndefined();
  });
});

describe('emailError and length', () => {
  it('says an address over 254 characters is too long', () => {
    expect(emailError(`${'a'.repeat(250)}@example.com`)).toBe('validation.tooLong.email');
    expect(emailError(`  ${'a'.repeat(240)}@example.com  `)).toBeUndefined();
  });
});

describe('sharedMessage', () => {
  it('gives the shell key and the limit of a shared code, nothing for a form’s own code', () => {
    expect(sharedMessage('validation.tooLong.text')).toEqual({
      key: 'validation.tooLong',
      values: { max: 2000 },
    });
    expect(sharedMessage('validation.nameLetters')).toEqual({ key: 'validation.nameLetters' });
    expect(sharedMessage('nameRequired')).toBeUndefined();
  });
});
