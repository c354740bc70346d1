import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { showToast } from '@/components/toast';
import { downloadText } from '@/lib/download';
import { createAppTheme } from '@/theme';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { BulkActionBar } from './BulkActionBar';
import { DataList, type DataListColumn } from './DataList';
import { useRowSelection } from './useRowSelection';

jest.mock('@/lib/download', () => ({
  downloadText: jest.fn(),
  fileDate: () => '2026-06-15',
}));
jest.mock('@/components/toast', () => ({ showToast: jest.fn() }));

interface Person {
  id: string;
  name: string;
  city: string;
  score: number;
}

const people = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Person ${i + 1}`,
    city: i % 2 ? 'Lyon' : 'Oslo',
    score: (i + 1) * 3,
  }));

const COLUMNS: DataListColumn<Person>[] = [
  { field: 'name', headerName: 'Name', hideable: false },
  { field: 'city', headerName: 'City' },
  { field: 'score', headerName: 'Score', valueGetter: (p) => p.score, renderCell: (p) => `${p.score} pts` },
  { field: 'actions', headerName: 'Actions', sortable: false, exportValue: false, hideable: false },
];

/** A page with bulk actions, as the verification queues and the users list have. */
function Harness({ rows, listId = 'people' }: { rows: Person[]; listId?: string }) {
  const selection = useRowSelection(rows, (p) => p.id);
  return (
    <>
      <DataList
        listId={listId}
        rows={rows}
        columns={COLUMNS}
        getRowId={(p) => p.id}
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

function Shrinkable() {
  const [rows, setRows] = useState(people(25));
  return (
    <>
      <button type="button" onClick={() => setRows(people(3))}>
        Filter
      </button>
      <Harness rows={rows} />
    </>
  );
}

function renderAt(ui: React.ReactElement, width = 1366, path = '/people') {
  setViewportWidth(width);
  return render(
    <ThemeProvider theme={createAppTheme('ltr')}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

const picked = () => screen.getByTestId('picked').textContent;
const toolbar = () => screen.queryByRole('toolbar', { name: 'Bulk actions' });
/** The table's column headers (also while a menu makes the page inert), the checkbox by its name. */
const headers = () =>
  within(screen.getByRole('table', { name: 'People', hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent || cell.querySelector('input')?.getAttribute('aria-label'));
const lastCsv = () => {
  const call = jest.mocked(downloadText).mock.lastCall;
  if (!call) throw new Error('Nothing was downloaded');
  return call;
};

afterEach(() => {
  restoreViewport();
  jest.clearAllMocks();
});

describe('DataList row selection', () => {
  it('selects rows, keeps them across pages and shows the bulk toolbar', async () => {
    const user = userEvent.setup();
    renderAt(<Harness rows={people(25)} />);
    expect(toolbar()).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect(picked()).toBe('p2');
    expect(within(toolbar()!).getByText('1 selected')).toBeInTheDocument();
    const page = screen.getByRole('checkbox', { name: 'Select all on this page' });
    expect(page).toHaveAttribute('data-indeterminate', 'true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(picked()?.split(' ')).toHaveLength(11);
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('checkbox', { name: 'Select Person 2' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(picked()?.split(' ')).toHaveLength(20);
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(picked()?.split(' ')).toHaveLength(10);
    expect(within(toolbar()!).getByRole('button', { name: 'Approve' })).toBeInTheDocument();

    await user.click(within(toolbar()!).getByRole('button', { name: 'Clear selection' }));
    expect(picked()).toBe('');
    expect(toolbar()).not.toBeInTheDocument();
  });

  it('drops selected rows that leave the list', async () => {
    const user = userEvent.setup();
    renderAt(<Shrinkable />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 7' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(picked()).toBe('p2');
    expect(within(toolbar()!).getByText('1 selected')).toBeInTheDocument();
  });

  it('puts a named checkbox in each card under 768 px, and one for the page', async () => {
    const user = userEvent.setup();
    renderAt(<Harness rows={people(12)} />, 375);
    const cards = screen.getByRole('list', { name: 'People' });
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Person 3' }));
    expect(picked()).toBe('p3');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(picked()?.split(' ')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});

describe('DataList columns', () => {
  it('hides a column, keeps the choice per list and never hides the last data column', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt(<Harness rows={people(3)} />);
    expect(headers()).toEqual(['Select all on this page', 'Name', 'City', 'Score', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('menu', { name: 'Columns to show' });
    // Name and Actions cannot be hidden: not offered.
    expect(
      within(menu)
        .getAllByRole('menuitemcheckbox')
        .map((item) => item.textContent),
    ).toEqual(['City', 'Score']);
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'City' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(headers()).toEqual(['Select all on this page', 'Name', 'Score', 'Actions']);
    expect(window.localStorage.getItem('freight:columns:people')).toBe('["city"]');
    unmount();

    renderAt(<Harness rows={people(3)} />);
    expect(headers()).not.toContain('City');
  });

  it('keeps one data column visible', async () => {
    const user = userEvent.setup();
    const onlyHideable = COLUMNS.map((c) => ({ ...c, hideable: undefined }));
    renderAt(
      <DataList
        listId="bare"
        rows={people(3)}
        columns={onlyHideable}
        getRowId={(p) => p.id}
        renderCard={(p) => p.name}
        ariaLabel="People"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('menu', { name: 'Columns to show' });
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Name' }));
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'City' }));
    const score = within(menu).getByRole('menuitemcheckbox', { name: 'Score' });
    expect(score).toHaveAttribute('aria-disabled', 'true');
    expect(score).toHaveAccessibleDescription('At least one column stays visible.');
    await user.click(score);
    expect(headers()).toEqual(['Score', 'Actions']);
  });

  it('shows every column when the saved choice would hide every data column', () => {
    window.localStorage.setItem('freight:columns:bare', '["name","city","score"]');
    renderAt(
      <DataList
        listId="bare"
        rows={people(3)}
        columns={COLUMNS.map((c) => ({ ...c, hideable: undefined }))}
        getRowId={(p) => p.id}
        renderCard={(p) => p.name}
        ariaLabel="People"
      />,
    );
    expect(headers()).toEqual(['Name', 'City', 'Score', 'Actions']);
  });

  it.each(['not json', '{"city":true}', '[1,2]'])('shows every column when storage holds %s', (saved) => {
    window.localStorage.setItem('freight:columns:odd', saved);
    renderAt(<Harness rows={people(3)} listId="odd" />);
    expect(headers()).toEqual(['Select all on this page', 'Name', 'City', 'Score', 'Actions']);
  });
});

describe('DataList export', () => {
  const tricky = [...people(24), { id: 'x', name: '=SUM(1,2)', city: 'Oslo', score: 1 }];

  it('downloads every row in the list sort, the shown columns only, as CSV', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('freight:columns:people', '["city"]');
    renderAt(<Harness rows={tricky} />, 1366, '/people?sort=-score&page=2');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const [file, text, type] = lastCsv();
    expect(file).toBe('people-2026-06-15.csv');
    expect(type).toBe('text/csv;charset=utf-8');
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Name,Score');
    expect(lines).toHaveLength(26);
    expect(lines[1]).toBe('Person 24,72');
    expect(lines[25]).toBe(`"'=SUM(1,2)",1`);
    expect(showToast).toHaveBeenCalledWith({
      title: 'Export ready',
      description: '25 rows saved as people-2026-06-15.csv.',
      variant: 'success',
    });
  });

  it('uses exportValue, and offers no Export when the list opts out', async () => {
    const user = userEvent.setup();
    const columns: DataListColumn<Person>[] = [
      { field: 'name', headerName: 'Name', exportValue: (p) => p.name.toUpperCase() },
      { field: 'score', headerName: 'Score', valueGetter: (p) => p.score },
    ];
    const list = (exportable?: false) => (
      <DataList
        listId="plain"
        rows={people(2)}
        columns={columns}
        getRowId={(p) => p.id}
        renderCard={(p) => p.name}
        ariaLabel="People"
        export={exportable}
      />
    );
    const { unmount } = renderAt(list());
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(lastCsv()[1]).toBe('\uFEFFName,Score\r\nPERSON 1,3\r\nPERSON 2,6\r\n');
    unmount();
    renderAt(list(false));
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
