import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, type ReactElement } from 'react';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { SearchField } from './SearchField';
import type { ListParams } from './useListParams';

/** One drop-down of a list's filter bar: the URL parameter it writes, its label and its options. */
export interface FilterField<F extends string> {
  name: F;
  label: string;
  options: readonly FilterOption<string>[];
}

/**
 * A filter's options with its first value, `all`, labelled `allLabel` ("All Status") and every
 * other value labelled by `labelOf` (usually a catalogue key).
 */
export const optionsWithAll = <T extends string>(
  values: readonly T[],
  allLabel: string,
  labelOf: (value: Exclude<T, 'all'>) => string,
): FilterOption<T>[] =>
  values.map((value) => ({
    value,
    label: value === 'all' ? allLabel : labelOf(value as Exclude<T, 'all'>),
  }));

interface ListFilterBarProps<F extends string> {
  /** The list's search and filters in the URL (useListParams). */
  params: ListParams<F>;
  searchLabel: string;
  searchPlaceholder?: string;
  filters: readonly FilterField<F>[];
  sx?: SxProps<Theme>;
}

/**
 * The search box and filter drop-downs above every list, one row on wide screens (search twice as
 * wide as each filter); below that the search takes its own row and the filters share the next.
 * Rendered again only when what it shows changes (`sameBar`), not on each sort or page of the list.
 */
export const ListFilterBar = memo(function ListFilterBar<F extends string>({
  params,
  searchLabel,
  searchPlaceholder,
  filters,
  sx,
}: ListFilterBarProps<F>) {
  const { query, filters: values, setQuery, setFilter } = params;
  const oneRow = filters.length >= 3 ? 'lg' : 'md';
  return (
    <Box
      role="search"
      sx={[
        {
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: `repeat(${Math.max(filters.length, 1)}, minmax(0, 1fr))`,
            [oneRow]: `minmax(0, 2fr) repeat(${filters.length}, minmax(0, 1fr))`,
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <SearchField
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={query}
        onChange={setQuery}
        fullWidth
        sx={{ gridColumn: { sm: '1 / -1', [oneRow]: 'auto' } }}
      />
      {filters.map((filter) => (
        <FilterSelect
          key={filter.name}
          label={filter.label}
          value={values[filter.name]}
          options={filter.options}
          onChange={(value) => setFilter(filter.name, value)}
          fullWidth
          sx={{ minWidth: 0 }}
        />
      ))}
    </Box>
  );
}, sameBar) as <F extends string>(props: ListFilterBarProps<F>) => ReactElement;

/**
 * Whether two renders of a filter bar show the same thing. A list screen builds its filters' labels
 * and options again on every render (and `useListParams` a new object around its stable setters):
 * they are compared by content, a few strings.
 */
function sameBar<F extends string>(before: ListFilterBarProps<F>, after: ListFilterBarProps<F>): boolean {
  const [a, b] = [before.params, after.params];
  return (
    before.searchLabel === after.searchLabel &&
    before.searchPlaceholder === after.searchPlaceholder &&
    before.sx === after.sx &&
    a.query === b.query &&
    a.filters === b.filters &&
    a.setQuery === b.setQuery &&
    a.setFilter === b.setFilter &&
    before.filters.length === after.filters.length &&
    before.filters.every((filter, i) => sameFilter(filter, after.filters[i]!))
  );
}

const sameFilter = <F extends string>(a: FilterField<F>, b: FilterField<F>): boolean =>
  a.name === b.name &&
  a.label === b.label &&
  a.options.length === b.options.length &&
  a.options.every(
    (option, i) => option.value === b.options[i]!.value && option.label === b.options[i]!.label,
  );
