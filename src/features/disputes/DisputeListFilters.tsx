import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list/FilterSelect';
import { SearchField } from '@/components/list/SearchField';
import type { ListParams } from '@/components/list/useListParams';
import { DISPUTE_LIST_FILTERS, type DisputeListFilter } from './disputeListFilters';

/** Spec 5: search over raiser, target and job id; the status and priority filters, all in the URL. */
export function DisputeListFilters({ params }: { params: ListParams<DisputeListFilter> }) {
  const { t } = useTranslation();
  const { query, filters, setQuery, setFilter } = params;
  const statusOptions = DISPUTE_LIST_FILTERS.status.map((value) => ({
    value,
    label: value === 'all' ? t('admin.disputes.allStatus') : t(`status.${value}`),
  }));
  const priorityOptions = DISPUTE_LIST_FILTERS.priority.map((value) => ({
    value,
    label: value === 'all' ? t('admin.disputes.allPriorities') : t(`notifications.priorities.${value}`),
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
        label={t('admin.disputes.search')}
        placeholder={t('admin.disputes.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect
        label={t('admin.disputes.status')}
        value={filters.status}
        options={statusOptions}
        onChange={(value) => setFilter('status', value)}
        fullWidth
      />
      <FilterSelect
        label={t('admin.disputes.priority')}
        value={filters.priority}
        options={priorityOptions}
        onChange={(value) => setFilter('priority', value)}
        fullWidth
      />
    </Box>
  );
}
