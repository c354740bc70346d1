import type { TFunction } from 'i18next';
import type { DataListColumn } from '@/components/list/listTypes';

/**
 * The keys a list's columns translate while every row's value and export value are read (as a sort,
 * the ranking and the export read them), with a `t` that records its calls: what a list of
 * `rows.length` rows costs in i18next calls once its columns are made.
 */
export function keysTranslatedForRows<Row>(
  columnsWith: (t: TFunction) => readonly DataListColumn<Row>[],
  rows: readonly Row[],
): string[] {
  const t = jest.fn((key: string) => `«${key}»`);
  const columns = columnsWith(t as unknown as TFunction);
  t.mockClear();
  for (const row of rows)
    for (const column of columns) {
      column.valueGetter?.(row);
      if (typeof column.exportValue === 'function') column.exportValue(row);
    }
  return t.mock.calls.map(([key]) => key);
}
