import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { downloadText } from '@/lib/download';
import { lastDownload } from '@/testing/downloads';
import { DataList } from '@/components/list/DataList';
import type { DataListColumn } from '@/components/list/listTypes';
import {
  COLUMNS,
  exported,
  grid,
  Harness,
  people,
  picked,
  renderAt,
  toolbar,
  type Person,
} from '@/testing/listHarness';
import { createAppTheme } from '@/theme';
import { restoreViewport } from '@/testing/viewport';

jest.mock('@/lib/download', () => ({
  downloadText: jest.fn(),
  fileDate: () => '2026-06-15',
}));
jest.mock('@/components/toast', () => ({ showToast: jest.fn() }));

afterEach(() => {
  restoreViewport();
  jest.clearAllMocks();
  window.localStorage.clear();
});

/**
 * A click as the browser gives it, outside act(): what `read` sees as the click's task ends, before
 * anything the click scheduled for later has run.
 */
function clickAsTheBrowser<T>(element: HTMLElement, read: () => T): T {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const acting = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    element.click();
    return read();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = acting;
  }
}

const selectAll = () => screen.getByRole('checkbox', { name: /^(Select|Unselect) all rows$/ });

describe('DataListGrid at scale', () => {
  it("mounts the page's first grid hidden and without rows; a later grid has its rows at once", async () => {
    // What the page holds the moment a grid is first in the document, before any later task.
    let first: { rows: number; hidden: boolean } | null = null;
    const observer = new MutationObserver(() => {
      const root = document.querySelector('.MuiDataGrid-root');
      if (!root || first) return;
      const hidden = root.closest('[style*="visibility: hidden"]') !== null;
      first = { rows: root.querySelectorAll('[role="row"][data-id]').length, hidden };
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const acting = global.IS_REACT_ACT_ENVIRONMENT;
    global.IS_REACT_ACT_ENVIRONMENT = false; // the grids mount as in the browser, not inside act()
    try {
      // This file's first grid: its styles are not in the page yet, so its rows come a task later.
      const { unmount } = renderAt(<Harness rows={people(25)} />);
      // Accessible (visible) only once its rows are in.
      const grid = await screen.findByRole('grid', { name: 'People' });
      expect(first).toEqual({ rows: 0, hidden: true });
      expect(within(grid).getAllByRole('row')).toHaveLength(11); // the header and the page's 10
      unmount();
      // The next grid (another visit to a list) has its page's rows in the commit that mounts it:
      // there as the render's task ends, before anything it scheduled for later has run.
      const root = createRoot(document.body.appendChild(document.createElement('div')));
      flushSync(() =>
        root.render(
          <ThemeProvider theme={createAppTheme('ltr')}>
            <MemoryRouter initialEntries={['/people']}>
              <Harness rows={people(25)} />
            </MemoryRouter>
          </ThemeProvider>,
        ),
      );
      const next = document.querySelector('.MuiDataGrid-root')!;
      expect(next.closest('[style*="visibility: hidden"]')).toBeNull();
      expect(next.querySelectorAll('[role="row"][data-id]')).toHaveLength(10);
      root.unmount();
    } finally {
      observer.disconnect();
      global.IS_REACT_ACT_ENVIRONMENT = acting;
    }
  });

  it('gives the grid only the page it shows, not every row of the search', async () => {
    const getRowId = jest.fn((person: { id: string }) => person.id);
    renderAt(<Harness rows={people(1000)} getRowId={getRowId} />, 1366, '/people?page=3');
    await grid();
    expect(await screen.findByText('Person 21')).toBeInTheDocument();
    expect(screen.getByText(/^Showing 21–30 of 1,?000$/)).toBeInTheDocument();
    const asked = new Set(getRowId.mock.calls.map(([person]) => person.id));
    // The grid's rows are page 3's ten; a grid holding all 1,000 would have asked for every id.
    expect(asked.size).toBeLessThanOrEqual(10);
    expect(asked).toContain('p21');
  });

  it('renders the cells of the rows it shows, not again those of the rows it leaves', async () => {
    const user = userEvent.setup();
    const renderCell = jest.spyOn(COLUMNS[2]!, 'renderCell');
    renderAt(<Harness rows={people(25)} />);
    await grid();
    expect(await screen.findByText('3 pts')).toBeInTheDocument();
    renderCell.mockClear();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('33 pts')).toBeInTheDocument(); // Person 11
    const rendered = new Set(renderCell.mock.calls.map(([person]) => person.id));
    expect([...rendered].sort()).toEqual(
      people(20)
        .slice(10)
        .map((person) => person.id)
        .sort(),
    );
    renderCell.mockRestore();
  });

  it('reads no scroll position of its own as the page changes (a forced layout; it never scrolls)', async () => {
    // patches/@mui+x-data-grid+9.14.0.patch: the grid scrolls its first row into view on a page
    // change, reading its scroller's scrollTop, which forced the page's layout in the middle of the
    // change (5 to 7 ms a page change, sort, search or filter in Chromium); a grid as tall as its rows
    // is always at the top.
    const user = userEvent.setup();
    renderAt(<Harness rows={people(25)} />);
    await grid();
    expect(await screen.findByText('3 pts')).toBeInTheDocument();
    const scrollTop = jest.spyOn(HTMLElement.prototype, 'scrollTop', 'get');
    try {
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByText('33 pts')).toBeInTheDocument();
      const read = scrollTop.mock.contexts as unknown as HTMLElement[];
      expect(read.filter((element) => element.closest('.MuiDataGrid-root'))).toEqual([]);
    } finally {
      scrollTop.mockRestore();
    }
  });

  it("shows the whole search's selection in the header checkbox, from any page", async () => {
    const user = userEvent.setup();
    renderAt(<Harness rows={people(25)} />);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 12' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    // Nothing is chosen on this page, but a row of the search is: mixed.
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'true');
    expect(selectAll()).not.toBeChecked();

    await user.click(selectAll()); // mixed, pressed: every row of the search
    expect(picked()?.split(' ')).toHaveLength(25);
    expect(selectAll()).toBeChecked();
    expect(selectAll()).toHaveAccessibleName('Unselect all rows');

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
    expect(selectAll()).toHaveAttribute('data-indeterminate', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 12' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 12' }));
    expect(within(toolbar()!).getByText('24 selected')).toBeInTheDocument(); // kept across pages
  });

  it("shows a row checkbox's click as the click ends, as any checkbox does", async () => {
    renderAt(<Harness rows={people(25)} />);
    await grid();
    const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
    const click = (name: string) => clickAsTheBrowser(box(name), () => box(name).checked);
    expect(click('Select Person 2')).toBe(true);
    expect(click('Select Person 3')).toBe(true);
    expect(click('Select Person 2')).toBe(false);
    await waitFor(() => expect(picked()).toBe('p3'));
  });

  it("shows a columns panel checkbox's click as the click ends, and the column goes", async () => {
    const user = userEvent.setup();
    renderAt(<Harness rows={people(25)} />);
    await grid();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const city = () => screen.getByRole('checkbox', { name: 'City' }) as HTMLInputElement;
    expect(await screen.findByRole('checkbox', { name: 'City' })).toBeChecked();
    expect(clickAsTheBrowser(city(), () => city().checked)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'City' })).not.toBeInTheDocument());
    expect(clickAsTheBrowser(city(), () => city().checked)).toBe(true);
    expect(await screen.findByRole('columnheader', { name: 'City' })).toBeInTheDocument();
  });

  it('writes one file when Export is pressed again while the file is being written', async () => {
    renderAt(<Harness rows={people(25)} />, 1366, '/people?sort=-score');
    await grid();
    const button = screen.getByRole('button', { name: 'Export' });
    fireEvent.click(button); // the file's first batch is written, then a pause
    fireEvent.click(button);
    await waitFor(() => expect(jest.mocked(downloadText)).toHaveBeenCalled());
    const [, text] = lastDownload();
    expect(text.slice(1).split('\r\n')).toHaveLength(26); // every row, not the page the grid holds
    await waitFor(() => expect(document.querySelectorAll('.MuiDataGrid-root')).toHaveLength(1));
    expect(jest.mocked(downloadText)).toHaveBeenCalledTimes(1);
  });

  it("writes the file from the columns' export values, reading no cell's value for it", async () => {
    const score = jest.fn((person: Person) => person.score);
    const columns: DataListColumn<Person>[] = [
      { field: 'name', headerName: 'Name', hideable: false },
      { field: 'score', headerName: 'Score', valueGetter: score, exportValue: (p) => `${p.score} pts` },
    ];
    renderAt(
      <DataList
        listId="scores"
        rows={people(25)}
        columns={columns}
        getRowId={(person) => person.id}
        renderCard={(person) => <span>{person.name}</span>}
        ariaLabel="People"
      />,
    );
    await grid();
    const [, text] = await exported();
    expect(text.slice(1).split('\r\n')).toHaveLength(26);
    expect(text).toContain('Person 25,75 pts');
    // The page's cells read their values (10 rows); writing the file's 25 rows read none.
    expect(new Set(score.mock.calls.map(([person]) => person.id)).size).toBeLessThanOrEqual(10);
  });
});
