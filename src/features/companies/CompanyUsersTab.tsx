import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataList } from '@/components/list/DataList';
import type { DataListColumn } from '@/components/list/listTypes';
import { StatusChip } from '@/components/list/StatusChip';
import type { User } from '@/fixtures/users';
import { statusTone } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { useAppSelector } from '@/store/hooks';
import type { Company } from './companiesSlice';
import { selectCompanyUsers } from './companyDetailSelectors';
import { FieldList } from './FieldList';
import { VerifiedMark } from './VerifiedMark';

/** The tab's own page parameter, so that it keeps its place beside the other tabs. */
export const USERS_PAGE_PARAM = 'usersPage';

/** A user's page, from /{area}/companies/{id}: two segments up, then users/{userId}. */
const userPath = (user: User) => `../../users/${encodeURIComponent(user.id)}`;

const userId = (user: User) => user.id;

function UserIdentity({ user }: { user: User }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={userPath(user)} relative="path" sx={{ fontWeight: 600 }}>
        <bdi>{user.name}</bdi>
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{user.email}</bdi>
      </Typography>
    </Box>
  );
}

const UserStatus = ({ user }: { user: User }) => (
  <StatusChip status={user.status} tone={statusTone(userStatusMachine, user.status)} />
);

/** The Users tab: the accounts the store holds for this company, each linking to its user. */
export function CompanyUsersTab({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const users = useAppSelector((state) => selectCompanyUsers(state, company.name));
  const label = (key: string) => t(`admin.companyList.detail.users.columns.${key}`);

  const columns = useMemo(
    (): DataListColumn<User>[] => [
      {
        field: 'userName',
        headerName: label('name'),
        flex: 2.4,
        hideable: false,
        valueGetter: (user) => user.name,
        renderCell: (user) => <UserIdentity user={user} />,
      },
      {
        field: 'role',
        headerName: label('role'),
        valueGetter: (user) => t(`admin.users.roles.${user.role}`),
      },
      {
        field: 'userStatus',
        headerName: label('status'),
        valueGetter: (user) => t(`status.${user.status}`),
        renderCell: (user) => <UserStatus user={user} />,
      },
      {
        field: 'userVerified',
        headerName: label('verified'),
        valueGetter: (user) => (user.verified ? 1 : 0),
        exportValue: (user) =>
          t(user.verified ? 'admin.companyList.verified' : 'admin.companyList.notVerified'),
        renderCell: (user) => <VerifiedMark verified={user.verified} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers change with the language
    [t, i18n.language],
  );

  return (
    <DataList
      listId="company-users"
      rows={users}
      columns={columns}
      getRowId={userId}
      pageParam={USERS_PAGE_PARAM}
      ariaLabel={t('admin.companyList.detail.users.label', { name: company.name })}
      emptyTitle={t('admin.companyList.detail.users.emptyTitle')}
      emptyHint={t('admin.companyList.detail.users.emptyHint')}
      renderCard={(user) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <UserIdentity user={user} />
            <UserStatus user={user} />
          </Box>
          <FieldList
            narrowColumns={2}
            fields={[
              { label: label('role'), value: t(`admin.users.roles.${user.role}`) },
              { label: label('verified'), value: <VerifiedMark verified={user.verified} /> },
            ]}
          />
        </Box>
      )}
    />
  );
}
