import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list/FilterSelect';
import { SearchField } from '@/components/list/SearchField';
import type { ListParams } from '@/components/list/useListParams';
import type { NotificationListFilter } from './notificationListFilters';
import { NOTIFICATION_TYPE_FILTERS, READ_FILTERS } from './notificationsSlice';

/** Spec 9: search over title and message, the type filter and the read filter, all in the URL. */
export function NotificationListFilters({ params }: { params: ListParams<NotificationListFilter> }) {
  const { t } = useTranslation();
  const { query, filters, setQuery, setFilter } = params;
  const typeOptions = NOTIFICATION_TYPE_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('admin.notificationList.allTypes') : t(`notifications.types.${value}`),
  }));
  const readOptions = READ_FILTERS.map((value) => ({
    value,
    label: t(`admin.notificationList.readFilters.${value}`),
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
        label={t('admin.notificationList.searchLabel')}
        placeholder={t('admin.notificationList.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect
        label={t('admin.notificationList.typeFilter')}
        value={filters.type}
        options={typeOptions}
        onChange={(value) => setFilter('type', value)}
        fullWidth
      />
      <FilterSelect
        label={t('admin.notificationList.readFilter')}
        value={filters.read}
        options={readOptions}
        onChange={(value) => setFilter('read', value)}
        fullWidth
      />
    </Box>
  );
}
