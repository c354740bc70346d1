import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import type { DataListColumn } from '@/components/list/listTypes';
import { utcDay } from '@/lib/format';
import { StatusChip } from '@/components/list/StatusChip';
import { statusTone } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { CompanyName, LastActive, UserIdentity, VerifiedMark } from './UserCells';
import { UserRowActions } from './UserRowActions';
import type { User } from './usersSlice';

/**
 * Spec 2.4, the user list's columns: User (name and email), Role, Company, Status, Verified, Last
 * Active, Actions. Every column but Actions sorts (by what it shows; Last Active by time). Export
 * writes what a person reads: the name as typed, the role and status labels, Verified or Not
 * verified, Last Active as YYYY-MM-DD (UTC); the actions are left out, and User cannot be hidden.
 */
export function userListColumns(t: TFunction, now: Date): DataListColumn<User>[] {
  const label = labelsOf(t);
  return [
    {
      field: 'name',
      headerName: t('admin.userList.columns.user'),
      flex: 3,
      hideable: false,
      exportValue: (user) => user.name,
      renderCell: (user) => <UserIdentity user={user} />,
    },
    {
      field: 'role',
      headerName: t('admin.userList.columns.role'),
      flex: 0.9,
      valueGetter: (user) => label(`admin.users.roles.${user.role}`),
    },
    {
      field: 'company',
      headerName: t('admin.userList.columns.company'),
      flex: 1.3,
      valueGetter: (user) => user.company ?? '',
      renderCell: (user) => <CompanyName company={user.company} />,
    },
    {
      field: 'status',
      headerName: t('admin.userList.columns.status'),
      valueGetter: (user) => label(`status.${user.status}`),
      renderCell: (user) => (
        <StatusChip status={user.status} tone={statusTone(userStatusMachine, user.status)} />
      ),
    },
    {
      field: 'verified',
      headerName: t('admin.userList.columns.verified'),
      valueGetter: (user) => (user.verified ? 1 : 0),
      exportValue: (user) => label(user.verified ? 'admin.userList.verified' : 'admin.userList.notVerified'),
      renderCell: (user) => <VerifiedMark verified={user.verified} />,
    },
    {
      field: 'lastActive',
      headerName: t('admin.userList.columns.lastActive'),
      valueGetter: (user) => Date.parse(user.lastActive),
      exportValue: (user) => utcDay(user.lastActive),
      renderCell: (user) => <LastActive iso={user.lastActive} now={now} />,
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      sortable: false,
      exportValue: false,
      flex: 0.8,
      renderCell: (user) => <UserRowActions user={user} />,
    },
  ];
}
