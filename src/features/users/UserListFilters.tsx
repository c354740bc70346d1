import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list/FilterSelect';
import { SearchField } from '@/components/list/SearchField';
import type { ListParams } from '@/components/list/useListParams';
import type { UserListFilter } from './userListSelectors';
import { USER_ROLE_FILTERS, USER_STATUS_FILTERS } from './usersSlice';

/** Spec 2.4: search over name and email, the role filter and the status filter, all in the URL. */
export function UserListFilters({ params }: { params: ListParams<UserListFilter> }) {
  const { t } = useTranslation();
  const { query, filters, setQuery, setFilter } = params;
  const roleOptions = USER_ROLE_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('admin.userList.allRoles') : t(`admin.users.roles.${value}`),
  }));
  const statusOptions = USER_STATUS_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('admin.userList.allStatus') : t(`status.${value}`),
  }));
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <SearchField
        label={t('admin.userList.searchLabel')}
        placeholder={t('admin.userList.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect
        label={t('admin.users.fields.role')}
        value={filters.role}
        options={roleOptions}
        onChange={(value) => setFilter('role', value)}
        fullWidth
      />
      <FilterSelect
        label={t('admin.userList.statusFilter')}
        value={filters.status}
        options={statusOptions}
        onChange={(value) => setFilter('status', value)}
        fullWidth
      />
    </Box>
  );
}
