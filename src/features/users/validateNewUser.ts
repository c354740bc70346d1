import type { FieldErrors } from '@/components/form/useFormFields';
import { COMPANY_ROLES, USER_ROLES, type UserRole } from '@/fixtures/users';
import { emailError, isBlank, nameError, textError } from '@/lib/validation';
import type { RootState } from '@/store/rootState';
import { selectUsers } from './usersSlice';

/** The add-user form's values, as typed (spec 5). */
export interface NewUserValues extends Record<string, string> {
  name: string;
  email: string;
  role: string;
  phone: string;
  companyName: string;
  licenseNumber: string;
  workRadius: string;
  notes: string;
}

export const EMPTY_NEW_USER: NewUserValues = {
  name: '',
  email: '',
  role: '',
  phone: '',
  companyName: '',
  licenseNumber: '',
  workRadius: '',
  notes: '',
};

export const isUserRole = (value: string): value is UserRole =>
  (USER_ROLES as readonly string[]).includes(value);
export const hasCompany = (role: string): boolean => (COMPANY_ROLES as readonly string[]).includes(role);
export const isDriver = (role: string): boolean => role === ('driver' satisfies UserRole);

/** A work radius in miles: a whole or decimal number, 0 or more (blank is allowed: optional). */
const RADIUS_PATTERN = /^\d+(\.\d+)?$/;
/** The largest work radius taken, in miles: beyond it is a typing slip (or an infinite number). */
const MAX_WORK_RADIUS = 10_000;
const isRadius = (value: string) =>
  RADIUS_PATTERN.test(value.trim()) && Number(value.trim()) <= MAX_WORK_RADIUS;

/**
 * Spec 5, Add user: name, email and role required; email of email type and not already used;
 * work radius numeric (drivers only). Issue 10: the name has a letter; every text within its
 * kind's length (lib/validation). The messages are catalogue keys under `users.add.errors`, or
 * shared `validation.*` ones.
 */
export function validateNewUser(
  values: NewUserValues,
  emailTaken: boolean,
): FieldErrors<keyof NewUserValues & string> {
  const errors: FieldErrors<keyof NewUserValues & string> = {};
  const name = nameError(values.name, 'nameRequired');
  if (name) errors.name = name;
  const email = emailError(values.email, emailTaken);
  if (email) errors.email = email;
  if (!isUserRole(values.role)) errors.role = 'roleRequired';
  const optional = { phone: 'phone', companyName: 'name', licenseNumber: 'line', notes: 'text' } as const;
  for (const [field, kind] of Object.entries(optional) as [
    keyof typeof optional,
    (typeof optional)[keyof typeof optional],
  ][]) {
    const long = textError(values[field], kind);
    if (long) errors[field] = long;
  }
  if (isDriver(values.role) && !isBlank(values.workRadius) && !isRadius(values.workRadius))
    errors.workRadius = 'workRadiusNumeric';
  return errors;
}

/** True when a user already has this email (trimmed, any case): an added user's must be new. */
export const selectIsEmailTaken = (state: RootState, email: string): boolean =>
  selectIsEmailTakenByAnother(state, email, null);

/**
 * Edit Profile's variant: true when a user other than `userId` has this email (a user keeps their
 * own address, in any case).
 */
export const selectIsEmailTakenByAnother = (
  state: RootState,
  email: string,
  userId: string | null,
): boolean => {
  const wanted = email.trim().toLowerCase();
  return selectUsers(state).some((user) => user.id !== userId && user.email.toLowerCase() === wanted);
};
