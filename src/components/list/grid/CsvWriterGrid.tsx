import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridLocaleText,
  type GridRowId,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useEffect, useEffectEvent, useMemo } from 'react';
import { downloadCsvInBatches } from '../listExport';

export interface CsvJob {
  fileName: string;
  /** Every row of the search, in its sort: a snapshot taken when Export was pressed. */
  rows: readonly GridValidRowModel[];
}

interface CsvWriterGridProps {
  job: CsvJob;
  columns: GridColDef[];
  getRowId: (row: GridValidRowModel) => GridRowId;
  visibility: GridColumnVisibilityModel;
  localeText: Partial<GridLocaleText>;
  /** Called with the number of rows written, once the file is downloaded. */
  onDone: (count: number) => void;
}

/**
 * The most rows given to the writing grid and written between two pauses (listExport's time budget,
 * EXPORT_BATCH_MS, usually ends a batch sooner): each batch is the grid's `setRows` (its row tree)
 * and its `getDataAsCsv` (each cell's params). Half the cards' most (EXPORT_BATCH_SIZE): at 5,000
 * a batch took up to 283 ms on a loaded machine.
 */
const GRID_EXPORT_BATCH_SIZE = 2500;

/** Kept out of sight and out of the page's flow; a size of its own so the grid measures no zero. */
const HIDDEN = {
  position: 'fixed',
  top: 0,
  left: 0,
  width: 800,
  height: 120,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
} as const;

/**
 * The writer's columns: the list's, without their value getters and cells. The file is each cell's
 * formatted value (its export value, `exportCell`), so the grid need not read each cell's value as
 * well (a cached getter's lookup per cell, 600,000 at 100,000 users, and the values of columns never
 * sorted kept from then on), nor render the cells no one sees.
 */
const writerColumns = (columns: GridColDef[]): GridColDef[] =>
  columns.map(({ valueGetter: _value, renderCell: _cell, ...column }) => column);

/**
 * The list's Export: the grid's own CSV writer (`getDataAsCsv`: its escaping, its headers, its
 * formatting of each cell) over every row of the search. The list's grid holds only the page it
 * shows (a grid of 100,000 rows reprocesses them all on every sort, search or change, 100 to 200 ms
 * a time), so this second grid, out of sight and with the same columns (`writerColumns`), is given
 * the rows a batch at a time (about 30 ms of work each) and writes each batch, with a pause for the
 * browser between batches (`downloadCsvInBatches`). It is rendered only while a file is being
 * written.
 */
export function CsvWriterGrid({
  job,
  columns,
  getRowId,
  visibility,
  localeText,
  onDone,
}: CsvWriterGridProps) {
  const apiRef = useGridApiRef();
  const ownColumns = useMemo(() => writerColumns(columns), [columns]);
  const finished = useEffectEvent((count: number) => onDone(count));
  useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const { rows, fileName } = job;
    const header = api.getDataAsCsv({ getRowsToExport: () => [], includeHeaders: true });
    const lines = (first: number, last: number) => {
      const batch = rows.slice(first, last);
      api.setRows(batch as GridValidRowModel[]);
      return api.getDataAsCsv({ getRowsToExport: () => batch.map(getRowId), includeHeaders: false });
    };
    // Stopped when the list goes (or, in development, when React mounts the effect a second time).
    const stop = new AbortController();
    void downloadCsvInBatches(fileName, rows.length, header, lines, {
      batchSize: GRID_EXPORT_BATCH_SIZE,
      signal: stop.signal,
    }).then((downloaded) => downloaded && finished(rows.length));
    return () => stop.abort();
  }, [apiRef, job, getRowId]);
  return (
    <div style={HIDDEN} aria-hidden inert>
      <DataGrid
        apiRef={apiRef}
        rows={[]}
        columns={ownColumns}
        getRowId={getRowId}
        columnVisibilityModel={visibility}
        localeText={localeText}
        hideFooter
      />
    </div>
  );
}
