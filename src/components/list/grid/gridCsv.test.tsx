import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridApi,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { render, waitFor } from '@testing-library/react';
import { useEffect, type RefObject } from 'react';
import { lastDownload } from '@/testing/downloads';
import { downloadCsvInBatches, listCsv } from '../listExport';
import type { ColumnVisibility, DataListColumn } from '../listTypes';
import { toGridColumns } from './gridColumns';

jest.mock('@/lib/download', () => ({ downloadText: jest.fn() }));

interface Item {
  id: string;
  name: string;
  tags: string[];
  amount: number;
  note: string | null;
}

const ROWS: Item[] = [
  { id: 'a', name: '=SUM(1,2)', tags: ['x', 'y'], amount: -1.5, note: null },
  { id: 'b', name: 'Oslo, "N"', tags: [], amount: 3, note: '+2' },
  { id: 'c', name: 'Line\nbreak', tags: ['z'], amount: 0, note: '@home' },
  { id: 'd', name: 'Zoë   ', tags: ['é'], amount: 12.25, note: 'plain' },
];

const COLUMNS: DataListColumn<Item>[] = [
  { field: 'name', headerName: 'Name', hideable: false },
  { field: 'tags', headerName: 'Tags' },
  { field: 'amount', headerName: 'Amount, €', valueGetter: (row) => row.amount },
  { field: 'note', headerName: 'Note', exportValue: (row) => row.note },
  { field: 'actions', headerName: 'Actions', exportValue: false },
];

type GridApiRef = RefObject<GridApi | null>;

function Grid({ visibility, onApi }: { visibility: ColumnVisibility; onApi: (api: GridApiRef) => void }) {
  const apiRef = useGridApiRef();
  useEffect(() => {
    onApi(apiRef);
  }, [apiRef, onApi]);
  return (
    <DataGrid
      apiRef={apiRef}
      rows={ROWS}
      columns={toGridColumns(COLUMNS)}
      columnVisibilityModel={visibility as GridColumnVisibilityModel}
    />
  );
}

describe("the list's CSV file", () => {
  it.each<ColumnVisibility>([{}, { tags: false }])(
    "is the grid's own export, byte for byte (hidden: %j)",
    async (visibility) => {
      let api: GridApiRef | undefined;
      render(<Grid visibility={visibility} onApi={(ref) => void (api = ref)} />);
      await waitFor(() => expect(api?.current).toBeTruthy());
      const fromGrid = api!.current!.getDataAsCsv({
        getRowsToExport: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef),
      });
      // exportDataAsCsv({ utf8WithBom: true }) writes this text after the byte-order mark.
      expect(listCsv(ROWS, COLUMNS, visibility)).toBe(`\uFEFF${fromGrid}`);
    },
  );
});

describe("the grid's Export", () => {
  it.each([1, 3, 5000])(
    "writes the grid's own file in batches of %i rows, byte for byte the single call's",
    async (batchSize) => {
      let api: GridApiRef | undefined;
      render(<Grid visibility={{ tags: false }} onApi={(ref) => void (api = ref)} />);
      await waitFor(() => expect(api?.current).toBeTruthy());
      const grid = api!.current!;
      const ids = gridFilteredSortedRowIdsSelector(api as never);
      const whole = grid.getDataAsCsv({ getRowsToExport: () => ids });
      const pauses: number[] = [];
      // As DataListGrid's Export does it: the header, then each batch through getDataAsCsv.
      await downloadCsvInBatches(
        'users-2026-11-26',
        ids.length,
        grid.getDataAsCsv({ getRowsToExport: () => [], includeHeaders: true }),
        (first, last) =>
          grid.getDataAsCsv({ getRowsToExport: () => ids.slice(first, last), includeHeaders: false }),
        { batchSize, pause: async () => void pauses.push(1) },
      );
      expect(lastDownload()).toEqual(['users-2026-11-26.csv', `\uFEFF${whole}`, 'text/csv;charset=utf-8']);
      expect(pauses).toHaveLength(Math.ceil(ROWS.length / batchSize)); // a pause after each batch
    },
  );
});
