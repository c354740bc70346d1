import { emailError, isBlank, nameError, textError } from '@/lib/validation';

export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** Message keys (under landing.contact.errors, or shared `validation.*` ones) of the fields that are wrong. */
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { fullName: '', email: '', phone: '', company: '', message: '' };

/**
 * Spec 5: full name, email and message required; email in a valid format; phone and company
 * optional. Issue 10: names (person, and company when given) have a letter; every text within its
 * kind's length.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const found: ContactErrors = {
    fullName: nameError(values.fullName, 'fullNameRequired'),
    email: emailError(values.email),
    phone: textError(values.phone, 'phone'),
    company: isBlank(values.company) ? undefined : nameError(values.company, ''),
    message: textError(values.message, 'text', 'messageRequired'),
  };
  for (const [field, key] of Object.entries(found) as [ContactField, string | undefined][]) {
    if (key) errors[field] = key;
  }
  return errors;
}
