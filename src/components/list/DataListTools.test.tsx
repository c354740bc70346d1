import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { showToast } from '@/components/toast';
import {
  exported,
  grid,
  Harness,
  people,
  picked,
  renderAt,
  toolbar,
  type Person,
} from '@/testing/listHarness';
import { restoreViewport } from '@/testing/viewport';
import { DataList } from './DataList';
import type { DataListColumn } from './listTypes';

jest.mock('@/lib/download', () => ({
  downloadText: jest.fn(),
  fileDate: () => '2026-06-15',
}));
jest.mock('@/components/toast', () => ({ showToast: jest.fn() }));

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

/** The grid's column headers (also while a panel makes the page inert). */
const headers = async () =>
  within(await grid())
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent || cell.querySelector('input')?.getAttribute('aria-label'));
afterEach(() => {
  restoreViewport();
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('DataList row selection', () => {
  it('selects rows by their named checkboxes, keeps them across pages and shows the bulk toolbar', async () => {
    const user = userEvent.setup();
    renderAt(<Harness rows={people(25)} />);
    await grid();
    expect(toolbar()).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect(picked()).toBe('p2');
    expect(within(toolbar()!).getByText('1 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 12' }));
    expect(picked()).toBe('p2 p12');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Person 2' })).toBeChecked();
    expect(within(toolbar()!).getByRole('button', { name: 'Approve' })).toBeInTheDocument();

    await user.click(within(toolbar()!).getByRole('button', { name: 'Clear selection' }));
    expect(picked()).toBe('');
    expect(toolbar()).not.toBeInTheDocument();
  });

  it('selects every row of the search with the header checkbox, and says so', async () => {
    const user = userEvent.setup();
    renderAt(<Harness rows={people(25)} />);
    await grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(picked()?.split(' ')).toHaveLength(25);
    expect(within(toolbar()!).getByText('All 25 in this search selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
    expect(picked()?.split(' ')).toHaveLength(24);
    expect(within(toolbar()!).getByText('24 selected')).toBeInTheDocument();
  });

  it('drops selected rows that leave the list', async () => {
    const user = userEvent.setup();
    renderAt(<Shrinkable />);
    await grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 7' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(picked()).toBe('p2');
    expect(within(toolbar()!).getByText('1 selected')).toBeInTheDocument();
  });

  // A click costs what is selected, not the list: each row's id is read once for a list of rows
  // (when its first row is chosen), not again on every click (100,000 reads a click at 100,000 rows).
  it("reads the rows' ids once for a list, not on every click", async () => {
    const user = userEvent.setup();
    const rows = people(2000);
    const idOf = jest.fn((person: Person) => person.id);
    renderAt(<Harness rows={rows} getRowId={idOf} />);
    await grid();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    idOf.mockClear();
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 4' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
    expect(picked()).toBe('p2 p3 p4');
    expect(idOf.mock.calls.length).toBeLessThan(100);
  });

  it('puts a named checkbox in each card under 768 px, and one that selects the whole search', async () => {
    const user = userEvent.setup();
    renderAt(<Harness rows={people(12)} />, 375);
    const cards = screen.getByRole('list', { name: 'People' });
    await user.click(within(cards).getByRole('checkbox', { name: 'Select Person 3' }));
    expect(picked()).toBe('p3');
    const all = screen.getByRole('checkbox', { name: 'Select all 12' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(picked()?.split(' ')).toHaveLength(12);
    expect(within(toolbar()!).getByText('All 12 in this search selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});

describe('DataList columns', () => {
  it('hides a column from the grid columns panel and keeps the choice per list', async () => {
    const user = userEvent.setup();
    const { unmount } = renderAt(<Harness rows={people(3)} />);
    expect(await headers()).toEqual(['Select all rows', 'Name', 'City', 'Score', 'Actions']);
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    // The name column and the checkboxes cannot be hidden.
    expect(await screen.findByRole('checkbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Checkbox selection' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'City' }));
    await waitFor(async () =>
      expect(await headers()).toEqual(['Select all rows', 'Name', 'Score', 'Actions']),
    );
    expect(JSON.parse(window.localStorage.getItem('freight:columns:people')!)).toMatchObject({ city: false });
    unmount();

    renderAt(<Harness rows={people(3)} />);
    expect(await headers()).toEqual(['Select all rows', 'Name', 'Score', 'Actions']);
  });

  it.each([
    ['the grid model', '{"city":false}'],
    ['the hidden fields saved before the grid', '["city"]'],
  ])('reads %s from storage', async (_what, saved) => {
    window.localStorage.setItem('freight:columns:people', saved);
    renderAt(<Harness rows={people(3)} />);
    expect(await headers()).toEqual(['Select all rows', 'Name', 'Score', 'Actions']);
  });

  it.each(['not json', '{"city":"no"}', '[1,2]'])(
    'shows every column when storage holds %s',
    async (saved) => {
      window.localStorage.setItem('freight:columns:people', saved);
      renderAt(<Harness rows={people(3)} />);
      expect(await headers()).toEqual(['Select all rows', 'Name', 'City', 'Score', 'Actions']);
    },
  );
});

describe('DataList export', () => {
  const tricky = [...people(24), { id: 'x', name: '=SUM(1,2)', city: 'Oslo, "N"', score: 1 }];

  it('exports from the grid every row of the search in its sort, the visible columns', async () => {
    window.localStorage.setItem('freight:columns:people', '{"city":false}');
    renderAt(<Harness rows={tricky} />, 1366, '/people?sort=-score&page=2');
    await grid();
    const [file, text] = await exported();
    expect(file).toBe('people-2026-06-15.csv');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
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

  it('writes the same file from the cards under 768 px as from the grid', async () => {
    const { unmount } = renderAt(<Harness rows={tricky} />, 1366, '/people?sort=name');
    await grid();
    const [, fromGrid] = await exported();
    unmount();
    renderAt(<Harness rows={tricky} />, 375, '/people?sort=name');
    const [file, text, type] = await exported();
    expect(file).toBe('people-2026-06-15.csv');
    expect(type).toBe('text/csv;charset=utf-8');
    expect(text).toBe(fromGrid);
    expect(text).toContain(`"'=SUM(1,2)","Oslo, ""N""",1`);
  });

  it('uses exportValue, and offers no Export when the list opts out', async () => {
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
    const { unmount } = renderAt(list(), 375);
    expect((await exported())[1]).toBe('\uFEFFName,Score\r\nPERSON 1,3\r\nPERSON 2,6');
    unmount();
    renderAt(list(false), 1366);
    await grid();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
