/** True when the value is empty or only whitespace. */
export const isBlank = (value: string): boolean => value.trim() === '';

/** RFC 5321 caps an address at 254 characters. */
const MAX_EMAIL_LENGTH = 254;

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
 * (for a new user or company) not already used. The keys are the same in every form's catalogue.
 */
export function emailError(value: string): 'emailRequired' | 'emailInvalid' | undefined;
export function emailError(
  value: string,
  taken: boolean,
): 'emailRequired' | 'emailInvalid' | 'emailTaken' | undefined;
export function emailError(value: string, taken = false) {
  if (isBlank(value)) return 'emailRequired';
  if (!isEmail(value)) return 'emailInvalid';
  return taken ? 'emailTaken' : undefined;
}
