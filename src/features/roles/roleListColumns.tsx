import type { TFunction } from 'i18next';
import type { DataListColumn } from '@/components/list/listTypes';
import { numberFormat } from '@/lib/intl';
import { RoleRowActions, type RoleActionHandlers } from './RoleRowActions';
import type { Role } from './rolesSlice';

/** Whole dollars in the current language ($25, 25 $US, ...). */
export const feeFormat = (language: string) =>
  numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export const roleKindKey = (role: Role) =>
  role.isCompanyRole ? ('admin.roles.kinds.company' as const) : ('admin.roles.kinds.individual' as const);

/** The role table's columns: Name, Description, Type, Job Post Fee, Sort Order, Users, Actions. */
export function roleListColumns(
  t: TFunction,
  language: string,
  handlers: RoleActionHandlers,
): DataListColumn<Role>[] {
  const money = feeFormat(language);
  const number = numberFormat(language);
  return [
    {
      field: 'name',
      headerName: t('admin.roles.columns.name'),
      flex: 1.2,
      hideable: false,
      renderCell: (role) => <span dir="auto">{role.name}</span>,
    },
    {
      field: 'description',
      headerName: t('admin.roles.columns.description'),
      flex: 2.4,
      // Sample data is English: its own direction keeps its punctuation in place in Arabic.
      renderCell: (role) => <span dir="auto">{role.description}</span>,
    },
    {
      field: 'kind',
      headerName: t('admin.roles.columns.kind'),
      valueGetter: (role) => t(roleKindKey(role)),
    },
    {
      field: 'jobPostFee',
      headerName: t('admin.roles.columns.fee'),
      valueGetter: (role) => role.jobPostFee,
      renderCell: (role) => money.format(role.jobPostFee),
    },
    {
      field: 'sortOrder',
      headerName: t('admin.roles.columns.sortOrder'),
      flex: 0.8,
      valueGetter: (role) => role.sortOrder,
      renderCell: (role) => number.format(role.sortOrder),
    },
    {
      field: 'userCount',
      headerName: t('admin.roles.columns.users'),
      flex: 0.7,
      valueGetter: (role) => role.userCount,
      renderCell: (role) => number.format(role.userCount),
    },
    {
      field: 'actions',
      headerName: t('admin.roles.columns.actions'),
      sortable: false,
      flex: 1.8,
      minWidth: 190,
      exportValue: false,
      renderCell: (role) => <RoleRowActions role={role} {...handlers} />,
    },
  ];
}
