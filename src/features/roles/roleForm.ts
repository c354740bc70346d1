import { textError, type TooLongError } from '@/lib/validation';
import type { Role, RoleInput } from './rolesSlice';

/** The dialog's fields as typed; `isCompanyRole` is 'yes' or ''. */
export interface RoleFormValues extends Record<string, string> {
  name: string;
  description: string;
  isCompanyRole: string;
  jobPostFee: string;
  sortOrder: string;
}

export type RoleFormError = 'nameRequired' | 'nameTaken' | TooLongError;

export const EMPTY_ROLE_FORM: RoleFormValues = {
  name: '',
  description: '',
  isCompanyRole: '',
  jobPostFee: '0',
  sortOrder: '',
};

export const roleFormValuesOf = (role: Role): RoleFormValues => ({
  name: role.name,
  description: role.description,
  isCompanyRole: role.isCompanyRole ? 'yes' : '',
  jobPostFee: String(role.jobPostFee),
  sortOrder: String(role.sortOrder),
});

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The name is required and unique among the other roles; fee and sort order are never refused (spec 5).
 * Issue 10: name and description within their kind's length (a role name need not have a letter).
 */
export function validateRoleForm(
  values: RoleFormValues,
  roles: readonly Pick<Role, 'id' | 'name'>[],
  editedId?: string,
): Partial<Record<'name' | 'description', RoleFormError>> {
  const errors: Partial<Record<'name' | 'description', RoleFormError>> = {};
  const name = textError(values.name, 'name', 'nameRequired');
  if (name) errors.name = name;
  else if (roles.some((role) => role.id !== editedId && sameName(role.name, values.name))) {
    errors.name = 'nameTaken';
  }
  const description = textError(values.description, 'text');
  if (description) errors.description = description;
  return errors;
}

/** A new role's id: `role-` and its name in lower case (role-dispatcher), numbered when taken. */
export function newRoleId(name: string, takenIds: readonly string[]): string {
  const slug =
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'custom';
  const base = `role-${slug}`;
  let id = base;
  for (let n = 2; takenIds.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** What the dialog sends to the slice, which parses fee and sort order as whole numbers. */
export const roleInputOf = (id: string, values: RoleFormValues): RoleInput => ({
  id,
  name: values.name.trim(),
  description: values.description.trim(),
  isCompanyRole: values.isCompanyRole === 'yes',
  jobPostFee: values.jobPostFee,
  sortOrder: values.sortOrder,
});
