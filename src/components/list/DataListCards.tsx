import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useLocale } from '@/i18n/locale';
import { DataListToolbar } from './DataListToolbar';
import { exportListCsv } from './listExport';
import type { DataListSelection, DataListViewProps } from './listTypes';
import { ListFooter } from './ListFooter';

/**
 * A list under 768 px, where the grid is never loaded: one card a row, in the list's sort, one page
 * at a time, with the same pager, Export (the same file the grid writes) and, for a list with bulk
 * actions, a checkbox per card and one that selects every row of the search, as the grid's header
 * checkbox does.
 */
export function DataListCards<Row>({
  rows,
  columns,
  getRowId,
  renderCard,
  ariaLabel,
  pageSize,
  page,
  setPage,
  visibility,
  selection,
  bulkActions,
  export: exportable,
  fileName,
  onExported,
}: DataListViewProps<Row>) {
  // The rows come in the list's sort (DataList).
  const sorted = rows;
  const start = (page - 1) * pageSize;
  const pageRows = sorted.slice(start, start + pageSize);
  const exportList = () =>
    void exportListCsv(fileName, sorted, columns, visibility).then(() => onExported(sorted.length));

  return (
    <Box>
      <DataListToolbar
        start={selection ? <SelectAll ids={sorted.map(getRowId)} selection={selection} /> : undefined}
        onExport={exportable === false ? undefined : exportList}
      />
      {selection && selection.selected.size > 0 && bulkActions}
      <Box
        component="ul"
        role="list"
        aria-label={ariaLabel}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {pageRows.map((row) => {
          const id = getRowId(row);
          return (
            <li key={id}>
              <Card variant="outlined">
                <CardContent
                  sx={selection ? { display: 'flex', alignItems: 'flex-start', gap: 1 } : undefined}
                >
                  {selection && (
                    <Box sx={{ m: -1, marginInlineEnd: 0 }}>
                      <Checkbox
                        checked={selection.selected.has(id)}
                        onChange={() =>
                          selection.onChange(toggled(selection.selected, [id], !selection.selected.has(id)))
                        }
                        slotProps={{ input: { 'aria-label': selection.rowLabel(row) } }}
                      />
                    </Box>
                  )}
                  <Box sx={{ flex: 1, minWidth: 0 }}>{renderCard(row)}</Box>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </Box>
      <ListFooter
        from={start + 1}
        to={start + pageRows.length}
        total={rows.length}
        page={page}
        pageCount={Math.ceil(rows.length / pageSize)}
        onPage={setPage}
      />
    </Box>
  );
}

/** `selected` with `ids` added (`on`) or taken out. */
function toggled(selected: ReadonlySet<string>, ids: readonly string[], on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Selects every row of the search (all pages), as the grid's header checkbox does; mixed when some are. */
function SelectAll<Row>({ ids, selection }: { ids: readonly string[]; selection: DataListSelection<Row> }) {
  const { t } = useLocale();
  const count = ids.reduce((n, id) => (selection.selected.has(id) ? n + 1 : n), 0);
  const all = ids.length > 0 && count === ids.length;
  return (
    <FormControlLabel
      label={t('admin.tools.bulk.selectAll', { count: ids.length })}
      control={
        <Checkbox
          checked={all}
          indeterminate={count > 0 && !all}
          onChange={() => selection.onChange(toggled(selection.selected, ids, !all))}
        />
      }
    />
  );
}
