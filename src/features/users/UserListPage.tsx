import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { BulkActionBar } from '@/components/list/BulkActionBar';
import { DataList } from '@/components/list/DataList';
import { useRowSelection } from '@/components/list/useRowSelection';
import { useListParams } from '@/components/list/useListParams';
import { PageHeader } from '@/components/PageHeader';
import { usePageTime } from '@/components/usePageTime';
import { useAppSelector } from '@/store/hooks';
import { UserBulkActions } from './UserBulkActions';
import { UserListCard } from './UserListCard';
import { userListColumns } from './userListColumns';
import { UserListFilters } from './UserListFilters';
import { USER_LIST_FILTERS, userFiltersFrom } from './userListSelectors';
import { UserListStats, VERIFICATION_QUEUE } from './UserListStats';
import { selectFilteredUsers, type User } from './usersSlice';

/** Add user, relative to the list (/admin/users/add). */
const ADD_USER = 'add';

const userId = (user: User) => user.id;

/**
 * Spec 2.4, User list: the count cards, search and filters (in the URL: `?q=&role=&status=`), and
 * the users, 10 a page (`?page=`), as a table from 768 px and cards below. Each user has a view
 * link and a menu of the four status actions (the ones its machine refuses disabled, with the
 * reason). Users can be selected (kept across pages) for a bulk status action.
 */
export default function UserListPage() {
  const { t, i18n } = useTranslation();
  const now = usePageTime();
  const params = useListParams(USER_LIST_FILTERS);
  const filters = userFiltersFrom(params.query, params.filters);
  const users = useAppSelector((state) => selectFilteredUsers(state, filters));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers change with the language
  const columns = useMemo(() => userListColumns(t, now), [t, now, i18n.language]);
  const selection = useRowSelection(users, userId);

  return (
    <>
      <PageHeader
        title={t('pages.users')}
        description={t('admin.userList.description')}
        actions={
          <>
            <Button component={RouterLink} to={VERIFICATION_QUEUE} variant="outlined">
              {t('admin.userList.verifyUsers')}
            </Button>
            <Button component={RouterLink} to={ADD_USER} variant="contained">
              {t('admin.userList.addUser')}
            </Button>
          </>
        }
      />
      <UserListStats />
      <UserListFilters params={params} />
      <DataList
        listId="users"
        rows={users}
        columns={columns}
        getRowId={userId}
        selection={{
          selected: selection.selected,
          onChange: selection.onChange,
          rowLabel: (user) => t('admin.tools.bulk.selectRow', { name: user.name }),
        }}
        bulkActions={
          <BulkActionBar count={selection.selected.size} onClear={selection.clear}>
            <UserBulkActions users={selection.selectedRows} onDone={selection.clear} />
          </BulkActionBar>
        }
        renderCard={(user) => <UserListCard user={user} now={now} />}
        ariaLabel={t('admin.userList.tableLabel')}
      />
    </>
  );
}
