import type { FieldErrors } from '@/components/form/useFormFields';
import { COMPANY_TYPES, type CompanyType, type NewCompanyFields } from '@/fixtures/companies';
import { emailError, isBlank } from '@/lib/validation';

/** The add-company form's values, as typed. */
export interface NewCompanyValues extends Record<string, string> {
  name: string;
  type: string;
  email: string;
  phone: string;
  address: string;
  employees: string;
  website: string;
  description: string;
}

export const EMPTY_NEW_COMPANY: NewCompanyValues = {
  name: '',
  type: '',
  email: '',
  phone: '',
  address: '',
  employees: '',
  website: '',
  description: '',
};

export const isCompanyType = (value: string): value is CompanyType =>
  (COMPANY_TYPES as readonly string[]).includes(value);

const WHOLE_NUMBER = /^\d+$/;
/** A web address: a host with a dot, with or without http(s)://. */
const WEBSITE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/**
 * The add-company form (the spec names the page only): name, type, email, phone and address
 * required; the email of email type and not another company's; employees a whole number and the
 * website a web address when given. The messages are catalogue keys under `companies.add.errors`.
 */
export function validateNewCompany(
  values: NewCompanyValues,
  emailTaken: boolean,
): FieldErrors<keyof NewCompanyValues & string> {
  const errors: FieldErrors<keyof NewCompanyValues & string> = {};
  if (isBlank(values.name)) errors.name = 'nameRequired';
  if (!isCompanyType(values.type)) errors.type = 'typeRequired';
  const email = emailError(values.email, emailTaken);
  if (email) errors.email = email;
  if (isBlank(values.phone)) errors.phone = 'phoneRequired';
  if (isBlank(values.address)) errors.address = 'addressRequired';
  if (!isBlank(values.employees) && !WHOLE_NUMBER.test(values.employees.trim()))
    errors.employees = 'employeesWhole';
  if (!isBlank(values.website) && !WEBSITE.test(values.website.trim())) errors.website = 'websiteInvalid';
  return errors;
}

/** The validated values as the slice takes them: trimmed, the website given its https://. */
export function toNewCompany(values: NewCompanyValues): NewCompanyFields {
  const website = values.website.trim();
  return {
    name: values.name.trim(),
    type: values.type as CompanyType,
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    ...(values.employees.trim() ? { employees: Number(values.employees.trim()) } : {}),
    ...(website ? { website: /^https?:\/\//i.test(website) ? website : `https://${website}` } : {}),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
  };
}
