import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { BulkActionBar } from '@/components/list/BulkActionBar';
import { DataList } from '@/components/list/DataList';
import type { DataListColumn } from '@/components/list/listTypes';
import { useRowSelection } from '@/components/list/useRowSelection';
import { downloadText } from '@/lib/download';
import { lastDownload } from './downloads';
import { createAppTheme } from '@/theme';
import { setViewportWidth } from './viewport';

/**
 * A list of people with bulk actions, as the verification queues and the users list have, and the
 * helpers that read it: the list tests' shared harness. A test file using `exported` mocks
 * `@/lib/download` (`downloadText` a jest.fn).
 */
export interface Person {
  id: string;
  name: string;
  city: string;
  score: number;
}

export const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Person ${i + 1}`,
    city: i % 2 ? 'Lyon' : 'Oslo',
    score: (i + 1) * 3,
  }));

export const COLUMNS: DataListColumn<Person>[] = [
  { field: 'name', headerName: 'Name', hideable: false },
  { field: 'city', headerName: 'City' },
  { field: 'score', headerName: 'Score', valueGetter: (p) => p.score, renderCell: (p) => `${p.score} pts` },
  { field: 'actions', headerName: 'Actions', sortable: false, exportValue: false, hideable: false },
];

const byId = (person: Person) => person.id;

/** A page with bulk actions, as the verification queues and the users list have. */
export function Harness({
  rows,
  listId = 'people',
  getRowId = byId,
}: {
  rows: Person[];
  listId?: string;
  getRowId?: (person: Person) => string;
}) {
  const selection = useRowSelection(rows, getRowId);
  return (
    <>
      <DataList
        listId={listId}
        rows={rows}
        columns={COLUMNS}
        getRowId={getRowId}
        renderCard={(p) => <span>{p.name}</span>}
        ariaLabel="People"
        selection={{ ...selection, rowLabel: (p) => `Select ${p.name}` }}
        bulkActions={
          <BulkActionBar count={selection.selected.size} onClear={selection.clear}>
            <button type="button">Approve</button>
          </BulkActionBar>
        }
      />
      <output data-testid="picked">{selection.selectedRows.map((p) => p.id).join(' ')}</output>
    </>
  );
}

export function renderAt(ui: React.ReactElement, width = 1366, path = '/people') {
  setViewportWidth(width);
  return render(
    <ThemeProvider theme={createAppTheme('ltr')}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

export const picked = () => screen.getByTestId('picked').textContent;
export const toolbar = () => screen.queryByRole('toolbar', { name: 'Bulk actions' });
export const grid = () => screen.findByRole('grid', { name: 'People', hidden: true });

/** Presses Export and waits for the file (it is written a batch of rows at a time). */
export async function exported(): Promise<[string, string, string]> {
  const before = jest.mocked(downloadText).mock.calls.length;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Export' }));
  await waitFor(() => expect(jest.mocked(downloadText).mock.calls.length).toBeGreaterThan(before));
  return lastDownload();
}
