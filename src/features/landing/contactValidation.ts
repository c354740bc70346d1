import { isBlank, isEmail } from '@/lib/validation';

export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** Message keys (under landing.contact.errors) of the fields that are wrong. */
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { fullName: '', email: '', phone: '', company: '', message: '' };

/** Spec 5: full name, email and message required; email in a valid format; phone and company optional. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (isBlank(values.fullName)) errors.fullName = 'fullNameRequired';
  if (isBlank(values.email)) errors.email = 'emailRequired';
  else if (!isEmail(values.email)) errors.email = 'emailInvalid';
  if (isBlank(values.message)) errors.message = 'messageRequired';
  return errors;
}
