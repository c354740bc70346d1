import type { FieldErrors } from '@/components/form/useFormFields';
import {
  characterCount,
  emailError,
  isBlank,
  nameError,
  textError,
  tooLong,
  type SharedError,
} from '@/lib/validation';
import type { AdminProfile, PersonalDetails } from './profileSlice';

/** The Personal Details form's values, as typed. */
export interface PersonalDetailsValues extends Record<string, string> {
  fullName: string;
  email: string;
  phone: string;
  department: string;
}

export const personalDetailsOf = (admin: AdminProfile): PersonalDetailsValues => ({
  fullName: admin.fullName,
  email: admin.email,
  phone: admin.phone,
  department: admin.department,
});

/** E.164 allows at most 15 digits; fewer than 7 is no phone number anywhere. */
const MIN_PHONE_DIGITS = 7;
const MAX_PHONE_DIGITS = 15;
/** Digits with the usual separators: an optional leading +, spaces, dots, dashes, brackets. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** True for something that looks like a phone number: "+1 (555) 010-4477", "020 7946 0958". */
export function isPhone(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_PATTERN.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS;
}

export type PersonalDetailsError =
  'fullNameRequired' | 'emailRequired' | 'emailInvalid' | 'phoneInvalid' | 'departmentRequired' | SharedError;

/**
 * Spec 2.4 and issue 9: full name required; email required and valid; phone optional but a phone
 * number when given; department required. Issue 10: the name has a letter; every text within its
 * kind's length. The messages are keys under `admin.profile.personal.errors` or shared `validation.*`.
 */
export function validatePersonalDetails(
  values: PersonalDetailsValues,
): FieldErrors<keyof PersonalDetailsValues & string> {
  const errors: FieldErrors<keyof PersonalDetailsValues & string> = {};
  const fullName = nameError(values.fullName, 'fullNameRequired');
  if (fullName) errors.fullName = fullName satisfies PersonalDetailsError;
  const email = emailError(values.email);
  if (email) errors.email = email satisfies PersonalDetailsError;
  const phone = tooLong(values.phone, 'phone');
  if (phone) errors.phone = phone satisfies PersonalDetailsError;
  else if (!isBlank(values.phone) && !isPhone(values.phone))
    errors.phone = 'phoneInvalid' satisfies PersonalDetailsError;
  const department = textError(values.department, 'line', 'departmentRequired');
  if (department) errors.department = department satisfies PersonalDetailsError;
  return errors;
}

/** What the slice saves: the values trimmed. */
export const personalDetailsToSave = (values: PersonalDetailsValues): PersonalDetails => ({
  fullName: values.fullName.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  department: values.department.trim(),
});

/** The change-password form's values. They live in the form only: never in the store or storage. */
export interface PasswordChangeValues extends Record<string, string> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** The shortest new password accepted, in characters (stated under the New password field). */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordChangeError =
  'currentRequired' | 'newRequired' | 'tooShort' | 'sameAsCurrent' | 'confirmRequired' | 'mismatch';

/**
 * Security Settings: all three given; the new password at least MIN_PASSWORD_LENGTH characters and
 * different from the current one; the confirmation equal to the new one. Passwords are compared
 * exactly as typed (spaces count). The current password is not checked against anything: there is
 * no account behind the sign-in. Messages are keys under `admin.profile.security.errors`.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
): FieldErrors<keyof PasswordChangeValues & string> {
  const { currentPassword, newPassword, confirmPassword } = values;
  const errors: FieldErrors<keyof PasswordChangeValues & string> = {};
  if (currentPassword === '') errors.currentPassword = 'currentRequired' satisfies PasswordChangeError;
  if (newPassword === '') errors.newPassword = 'newRequired' satisfies PasswordChangeError;
  else if (characterCount(newPassword) < MIN_PASSWORD_LENGTH)
    errors.newPassword = 'tooShort' satisfies PasswordChangeError;
  else if (newPassword === currentPassword)
    errors.newPassword = 'sameAsCurrent' satisfies PasswordChangeError;
  if (confirmPassword === '') errors.confirmPassword = 'confirmRequired' satisfies PasswordChangeError;
  else if (newPassword !== '' && confirmPassword !== newPassword)
    errors.confirmPassword = 'mismatch' satisfies PasswordChangeError;
  return errors;
}
