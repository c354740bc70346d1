import type { FieldErrors } from '@/components/form/useFormFields';
import { COMPANY_TYPES, type CompanyType, type NewCompanyFields } from '@/fixtures/companies';
import { emailError, isBlank, nameError, textError } from '@/lib/validation';

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
/** More employees than any company has (beyond it is a typing slip, or a number too big to keep). */
const MAX_EMPLOYEES = 10_000_000;
/** A web address: a host with a dot, with or without http(s)://. */
const WEBSITE = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;

/**
 * The add-company form (the spec names the page only): name, type, email, phone and address
 * required; the email of email type and not another company's; employees a whole number and the
 * website a web address when given. Issue 10: the name has a letter; every text within its kind's
 * length (lib/validation). The messages are catalogue keys under `companies.add.errors`, or shared
 * `validation.*` ones.
 */
export function validateNewCompany(
  values: NewCompanyValues,
  emailTaken: boolean,
): FieldErrors<keyof NewCompanyValues & string> {
  const errors: FieldErrors<keyof NewCompanyValues & string> = {};
  const name = nameError(values.name, 'nameRequired');
  if (name) errors.name = name;
  if (!isCompanyType(values.type)) errors.type = 'typeRequired';
  const email = emailError(values.email, emailTaken);
  if (email) errors.email = email;
  const phone = textError(values.phone, 'phone', 'phoneRequired');
  if (phone) errors.phone = phone;
  const address = textError(values.address, 'line', 'addressRequired');
  if (address) errors.address = address;
  const employees = values.employees.trim();
  if (employees && !(WHOLE_NUMBER.test(employees) && Number(employees) <= MAX_EMPLOYEES))
    errors.employees = 'employeesWhole';
  const website = textError(values.website, 'line');
  if (website) errors.website = website;
  else if (!isBlank(values.website) && !WEBSITE.test(values.website.trim()))
    errors.website = 'websiteInvalid';
  const description = textError(values.description, 'text');
  if (description) errors.description = description;
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
