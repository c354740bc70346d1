import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list/FilterSelect';
import { SearchField } from '@/components/list/SearchField';
import type { ListParams } from '@/components/list/useListParams';
import { COMPANY_LIST_FILTERS, type CompanyListFilter } from './companyListFilters';

/** Spec 2.4: search over name and email, the type filter and the status filter, all in the URL. */
export function CompanyListFilters({ params }: { params: ListParams<CompanyListFilter> }) {
  const { t } = useTranslation();
  const { query, filters, setQuery, setFilter } = params;
  const typeOptions = COMPANY_LIST_FILTERS.type.map((value) => ({
    value,
    label: value === 'all' ? t('admin.companyList.allTypes') : t(`admin.companies.types.${value}`),
  }));
  const statusOptions = COMPANY_LIST_FILTERS.status.map((value) => ({
    value,
    label: value === 'all' ? t('admin.companyList.allStatus') : t(`status.${value}`),
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
        label={t('admin.companyList.search')}
        placeholder={t('admin.companyList.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <FilterSelect
        label={t('admin.companies.fields.type')}
        value={filters.type}
        options={typeOptions}
        onChange={(value) => setFilter('type', value)}
        fullWidth
      />
      <FilterSelect
        label={t('admin.companyList.status')}
        value={filters.status}
        options={statusOptions}
        onChange={(value) => setFilter('status', value)}
        fullWidth
      />
    </Box>
  );
}
