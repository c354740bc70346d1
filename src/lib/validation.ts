/** True when the value is empty or only whitespace. */
export const isBlank = (value: string): boolean => value.trim() === '';

/**
 * The longest value each kind of field takes, in characters as a person counts them (an emoji is
 * one), after surrounding spaces are trimmed. Longer values get "Use at most N characters." at the
 * field; nothing is cut off, so what was typed stays to be shortened.
 */
/** A person's, company's or role's name. */
export const MAX_NAME_LENGTH = 100;
/** RFC 5321 caps an address at 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
/** A phone number with its separators and extension. */
export const MAX_PHONE_LENGTH = 30;
/** Any other one-line text: address, job title, department, place, licence number, web address, code. */
export const MAX_LINE_LENGTH = 200;
/** Free text: descriptions, notes, messages, requirements. */
export const MAX_TEXT_LENGTH = 2000;
/** A search box: its input refuses more (maxLength), which loses nothing (the text is not sent anywhere). */
export const MAX_SEARCH_LENGTH = 200;

export const LENGTH_LIMITS = {
  name: MAX_NAME_LENGTH,
  email: MAX_EMAIL_LENGTH,
  phone: MAX_PHONE_LENGTH,
  line: MAX_LINE_LENGTH,
  text: MAX_TEXT_LENGTH,
} as const;

export type TextKind = keyof typeof LENGTH_LIMITS;

/** The message codes shared by every form: full catalogue keys under `validation`. */
export type TooLongError = `validation.tooLong.${TextKind}`;
export type SharedError = TooLongError | 'validation.nameLetters';

/** Length in characters as a person counts them (an emoji is one), not UTF-16 code units. */
export const characterCount = (value: string): number => Array.from(value).length;

/** `validation.tooLong.<kind>` when the trimmed value is longer than its kind allows. */
export function tooLong(value: string, kind: TextKind): TooLongError | undefined {
  return characterCount(value.trim()) > LENGTH_LIMITS[kind] ? `validation.tooLong.${kind}` : undefined;
}

/** True when the value has at least one letter, in any script (Arabic, Latin, CJK...). */
export const hasLetter = (value: string): boolean => /\p{L}/u.test(value);

/**
 * A person's or company's name: required (the form's own `requiredKey`), at most MAX_NAME_LENGTH
 * characters, and with a letter in it ("12345" or "!!!" is no name). Emoji and any script are fine.
 */
export function nameError<K extends string>(value: string, requiredKey: K): K | SharedError | undefined {
  if (isBlank(value)) return requiredKey;
  return tooLong(value, 'name') ?? (hasLetter(value) ? undefined : 'validation.nameLetters');
}

/**
 * A required text of `kind`: `requiredKey` when blank, the shared too-long code when too long.
 * An optional one (no `requiredKey`) is only checked for length.
 */
export function textError<K extends string = never>(
  value: string,
  kind: TextKind,
  requiredKey?: K,
): K | TooLongError | undefined {
  if (isBlank(value)) return requiredKey;
  return tooLong(value, kind);
}

/**
 * The catalogue key and values of a shared message code, or undefined for a form's own code (which
 * the form looks up under its own section).
 */
export function sharedMessage(code: string): { key: string; values?: { max: number } } | undefined {
  if (!code.startsWith('validation.')) return undefined;
  const kind = code.slice('validation.tooLong.'.length) as TextKind;
  if (code.startsWith('validation.tooLong.') && kind in LENGTH_LIMITS) {
    return { key: 'validation.tooLong', values: { max: LENGTH_LIMITS[kind] } };
  }
  return { key: code };
}

// Deliberately simple: one @, no spaces, a dot in the domain with something on each side. Stricter
// patterns reject real addresses; the browser and the (absent) server are the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True for a plausible email address (surrounding whitespace is ignored). */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/**
 * The message key for an email field, or undefined when it is fine: required, of email type, and
 * at most MAX_EMAIL_LENGTH characters, and (for a new user or company) not already used. The keys
 * are the same in every form's catalogue.
 */
export function emailError(
  value: string,
): 'emailRequired' | 'emailInvalid' | 'validation.tooLong.email' | undefined;
export function emailError(
  value: string,
  taken: boolean,
): 'emailRequired' | 'emailInvalid' | 'validation.tooLong.email' | 'emailTaken' | undefined;
export function emailError(value: string, taken = false) {
  if (isBlank(value)) return 'emailRequired';
  const long = tooLong(value, 'email');
  if (long) return long;
  if (!isEmail(value)) return 'emailInvalid';
  return taken ? 'emailTaken' : undefined;
}
