import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/list/FilterSelect';
import { SearchField } from '@/components/list/SearchField';
import type { ListParams } from '@/components/list/useListParams';
import { PAYMENT_LIST_FILTERS, type PaymentListFilter } from './paymentListFilters';

/** Spec 5: search over payer, payee and id, and the status filter, both in the URL and shared by the tabs. */
export function PaymentListFilters({ params }: { params: ListParams<PaymentListFilter> }) {
  const { t } = useTranslation();
  const { query, filters, setQuery, setFilter } = params;
  const statusOptions = PAYMENT_LIST_FILTERS.status.map((value) => ({
    value,
    label: value === 'all' ? t('admin.payments.allStatus') : t(`status.${value}`),
  }));
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        my: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      <SearchField
        label={t('admin.payments.search')}
        placeholder={t('admin.payments.searchPlaceholder')}
        value={query}
        onChange={setQuery}
        fullWidth
      />
      <FilterSelect
        label={t('admin.payments.columns.status')}
        value={filters.status}
        options={statusOptions}
        onChange={(value) => setFilter('status', value)}
        fullWidth
      />
    </Box>
  );
}
