import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list/FilterSelect';
import { SearchField } from '@/components/list/SearchField';
import type { ListParams } from '@/components/list/useListParams';
import { DOCUMENT_LIST_FILTERS, type DocumentListFilter } from './documentListFilters';

/** Spec 5: search over file name, user name and type; the status and user type filters, all in the URL. */
export function DocumentListFilters({ params }: { params: ListParams<DocumentListFilter> }) {
  const { t } = useTranslation();
  const { query, filters, setQuery, setFilter } = params;
  const statusOptions = DOCUMENT_LIST_FILTERS.status.map((value) => ({
    value,
    label: value === 'all' ? t('admin.documents.allStatus') : t(`status.${value}`),
  }));
  const userTypeOptions = DOCUMENT_LIST_FILTERS.userType.map((value) => ({
    value,
    label: value === 'all' ? t('admin.documents.allUserTypes') : t(`admin.documents.userTypes.${value}`),
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
        label={t('admin.documents.search')}
        placeholder={t('admin.documents.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect
        label={t('admin.documents.status')}
        value={filters.status}
        options={statusOptions}
        onChange={(value) => setFilter('status', value)}
        fullWidth
      />
      <FilterSelect
        label={t('admin.documents.userType')}
        value={filters.userType}
        options={userTypeOptions}
        onChange={(value) => setFilter('userType', value)}
        fullWidth
      />
    </Box>
  );
}
