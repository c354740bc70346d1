import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect, type FilterOption } from '@/components/list/FilterSelect';
import { SearchField } from '@/components/list/SearchField';
import type { ListParams } from '@/components/list/useListParams';

/** The filter that differs between the queues: the user's role or the company's type. */
export interface KindFilter<K extends string> {
  name: K;
  label: string;
  options: readonly FilterOption<string>[];
}

export type QueueFilterName<K extends string> = 'status' | 'priority' | K;

interface QueueFiltersProps<K extends string> {
  params: ListParams<QueueFilterName<K>>;
  searchLabel: string;
  statusOptions: readonly FilterOption<string>[];
  priorityOptions: readonly FilterOption<string>[];
  kind: KindFilter<K>;
}

/** A queue's search box and its status, priority and role/type filters, all kept in the URL. */
export function QueueFilters<K extends string>({
  params,
  searchLabel,
  statusOptions,
  priorityOptions,
  kind,
}: QueueFiltersProps<K>) {
  const { t } = useTranslation();
  const { query, filters, setQuery, setFilter } = params;
  const selects = [
    { name: 'status' as const, label: t('admin.verification.filters.status'), options: statusOptions },
    { name: 'priority' as const, label: t('admin.verification.filters.priority'), options: priorityOptions },
    kind,
  ];
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'minmax(0, 2fr) repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      <SearchField
        label={searchLabel}
        value={query}
        onChange={setQuery}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1', lg: 'auto' } }}
      />
      {selects.map((select) => (
        <FilterSelect
          key={select.name}
          label={select.label}
          value={filters[select.name]}
          options={select.options}
          onChange={(value) => setFilter(select.name, value)}
          fullWidth
          sx={{ minWidth: 0 }}
        />
      ))}
    </Box>
  );
}
