import { useTranslation } from 'react-i18next';
import { ListFilterBar, optionsWithAll } from '@/components/list/ListFilterBar';
import type { ListParams } from '@/components/list/useListParams';
import type { UserListFilter } from './userListSelectors';
import { USER_ROLE_FILTERS, USER_STATUS_FILTERS } from './usersSlice';

/** Spec 2.4: search over name and email, the role filter and the status filter, all in the URL. */
export function UserListFilters({ params }: { params: ListParams<UserListFilter> }) {
  const { t } = useTranslation();
  return (
    <ListFilterBar
      params={params}
      searchLabel={t('admin.userList.searchLabel')}
      searchPlaceholder={t('admin.userList.searchPlaceholder')}
      filters={[
        {
          name: 'role',
          label: t('admin.users.fields.role'),
          options: optionsWithAll(USER_ROLE_FILTERS, t('admin.userList.allRoles'), (value) =>
            t(`admin.users.roles.${value}`),
          ),
        },
        {
          name: 'status',
          label: t('admin.userList.statusFilter'),
          options: optionsWithAll(USER_STATUS_FILTERS, t('admin.userList.allStatus'), (value) =>
            t(`status.${value}`),
          ),
        },
      ]}
    />
  );
}
