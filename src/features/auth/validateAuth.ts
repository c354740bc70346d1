import { emailError, isBlank, nameError, textError, type SharedError } from '@/lib/validation';
import type { FieldErrors } from '@/components/form/useFormFields';

/** The error messages are catalogue keys under `auth.errors`, or shared `validation.*` ones. */
type ErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'fullNameRequired'
  | 'phoneRequired'
  | 'roleRequired'
  | 'companyRequired'
  | 'confirmPasswordRequired'
  | 'resetCodeRequired'
  | 'newPasswordRequired'
  | SharedError;

type Errors<F extends string> = FieldErrors<F> & Partial<Record<F, ErrorKey>>;

/** The self-registering roles (spec 6); the company roles also give a company name. */
export const SIGNUP_ROLES = ['driver', 'broker', 'shipper', 'carrier'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];
const COMPANY_ROLES: readonly string[] = ['broker', 'shipper', 'carrier'] satisfies SignupRole[];

export const isSignupRole = (value: string | null | undefined): value is SignupRole =>
  (SIGNUP_ROLES as readonly (string | null | undefined)[]).includes(value);

export const needsCompany = (role: string): boolean => COMPANY_ROLES.includes(role);

/** Drops the fields without a message. */
function only<F extends string>(errors: Record<F, ErrorKey | undefined>): Errors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as Errors<F>;
}

export type LoginValues = { email: string; password: string };

/** Spec 5: email required and well-formed; password required. */
export const validateLogin = (v: LoginValues): Errors<keyof LoginValues> =>
  only({ email: emailError(v.email), password: isBlank(v.password) ? 'passwordRequired' : undefined });

export type SignupValues = {
  fullName: string;
  email: string;
  phone: string;
  role: string;
  company: string;
  password: string;
  confirmPassword: string;
};

/**
 * Spec 5: every field required (the company name only for broker, shipper and carrier), email
 * well-formed. Matching passwords and the terms box are the sign-up flow's checks (spec 8 toasts).
 * Issue 10: names (person and company) have a letter; every text within its kind's length.
 */
export const validateSignup = (v: SignupValues): Errors<keyof SignupValues> =>
  only({
    fullName: nameError(v.fullName, 'fullNameRequired'),
    email: emailError(v.email),
    phone: textError(v.phone, 'phone', 'phoneRequired'),
    role: isSignupRole(v.role) ? undefined : 'roleRequired',
    company: needsCompany(v.role) ? nameError(v.company, 'companyRequired') : undefined,
    password: isBlank(v.password) ? 'passwordRequired' : undefined,
    confirmPassword: isBlank(v.confirmPassword) ? 'confirmPasswordRequired' : undefined,
  });

export type ForgotValues = { email: string };

/** Spec 5: email required and well-formed. */
export const validateForgot = (v: ForgotValues): Errors<keyof ForgotValues> =>
  only({ email: emailError(v.email) });

export type ResetValues = { code: string; password: string; confirmPassword: string };

/** Spec 5: code, new password and confirmation required (no match or length rule is specified). */
export const validateReset = (v: ResetValues): Errors<keyof ResetValues> =>
  only({
    code: textError(v.code, 'line', 'resetCodeRequired'),
    password: isBlank(v.password) ? 'newPasswordRequired' : undefined,
    confirmPassword: isBlank(v.confirmPassword) ? 'confirmPasswordRequired' : undefined,
  });
