import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppTheme } from '@/theme';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { DataList } from './DataList';
import SortingBar from './SortingBar';
import type { DataListColumn } from './listTypes';

interface Shipment {
  id: string;
  name: string;
  weight: number;
}

const makeRows = (count: number): Shipment[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`,
    name: `Shipment ${i + 1}`,
    weight: (i + 1) * 10,
  }));

const COLUMNS: DataListColumn<Shipment>[] = [
  { field: 'name', headerName: 'Name' },
  {
    field: 'weight',
    headerName: 'Weight',
    valueGetter: (row) => row.weight,
    renderCell: (row) => `${row.weight} kg`,
  },
];

function LocationProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderList(path: string, rows: Shipment[], width = 375) {
  setViewportWidth(width);
  const ui = (list: Shipment[]) => (
    <ThemeProvider theme={createAppTheme('ltr')}>
      <MemoryRouter initialEntries={[path]}>
        <DataList
          listId="shipments"
          rows={list}
          columns={COLUMNS}
          getRowId={(row) => row.id}
          renderCard={(row) => <span>{row.name}</span>}
          ariaLabel="Shipments"
        />
        <LocationProbe />
      </MemoryRouter>
    </ThemeProvider>
  );
  const result = render(ui(rows));
  return { ...result, rerenderRows: (next: Shipment[]) => result.rerender(ui(next)) };
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Shipments' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const search = () => screen.getByTestId('search').textContent;
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
/** The pager's items as text: page numbers, "…", Previous and Next left out. */
const pagerNumbers = () =>
  within(pager())
    .getAllByRole('listitem')
    .map((item) => (item.textContent?.includes('More pages') ? '…' : item.textContent))
    .filter((text) => text !== 'Previous' && text !== 'Next');

afterEach(restoreViewport);

describe('DataList paging', () => {
  it('reads the page from the URL on load', () => {
    renderList('/users?page=3', makeRows(45));
    expect(cardNames()).toEqual(
      makeRows(45)
        .slice(20, 30)
        .map((r) => r.name),
    );
    expect(screen.getByText('Showing 21–30 of 45')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Page 3, current page' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('writes ?page= on Next and on a page number, keeping other parameters', async () => {
    const user = userEvent.setup();
    renderList('/users?q=ship', makeRows(45));
    expect(cardNames()[0]).toBe('Shipment 1');
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(search()).toBe('?q=ship&page=2');
    expect(cardNames()[0]).toBe('Shipment 11');

    await user.click(within(pager()).getByRole('button', { name: 'Page 5' }));
    expect(search()).toBe('?q=ship&page=5');
    expect(cardNames()).toEqual(['Shipment 41', 'Shipment 42', 'Shipment 43', 'Shipment 44', 'Shipment 45']);
    expect(screen.getByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it.each([
    ['abc', 1],
    ['0', 1],
    ['-3', 1],
    ['', 1],
    ['2.7', 2],
    ['999', 5],
  ])('clamps ?page=%s to page %i', (raw, expected) => {
    renderList(`/users?page=${raw}`, makeRows(45));
    expect(
      within(pager()).getByRole('button', { name: `Page ${expected}, current page` }),
    ).toBeInTheDocument();
    expect(cardNames()[0]).toBe(`Shipment ${(expected - 1) * 10 + 1}`);
  });

  it('shows the last existing page when the rows shrink', () => {
    const { rerenderRows } = renderList('/users?page=4', makeRows(45));
    expect(cardNames()[0]).toBe('Shipment 31');
    rerenderRows(makeRows(15));
    expect(cardNames()[0]).toBe('Shipment 11');
    expect(screen.getByText('Showing 11–15 of 15')).toBeInTheDocument();
  });

  it('hides the pager when everything fits on one page', () => {
    renderList('/users', makeRows(10));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–10 of 10')).toBeInTheDocument();
  });
});

describe('Pager numbering', () => {
  it('shows every page up to 7 pages, with no ellipsis', () => {
    renderList('/users?page=4', makeRows(70));
    expect(pagerNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('collapses beyond 7 pages as MUI does', () => {
    const { unmount } = renderList('/users', makeRows(90));
    expect(pagerNumbers()).toEqual(['1', '2', '3', '4', '5', '…', '9']);
    unmount();
    renderList('/users?page=5', makeRows(90));
    expect(pagerNumbers()).toEqual(['1', '…', '4', '5', '6', '…', '9']);
  });

  it('gives ellipses a name but hides the glyph', () => {
    renderList('/users', makeRows(90));
    const ellipsis = within(pager()).getByText('…');
    expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
    expect(within(pager()).getByText('More pages')).toBeInTheDocument();
  });
});

describe('DataList layout', () => {
  const grid = () => screen.findByRole('grid', { name: 'Shipments' });
  const firstRow = async () => within(await grid()).getAllByRole('row')[1];

  it('renders cards and no grid under 768 px', () => {
    renderList('/users', makeRows(12), 767);
    expect(screen.getByRole('list', { name: 'Shipments' })).toBeInTheDocument();
    expect(cardNames()).toHaveLength(10);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('renders the grid with its column headers and the page rows at 1366 px', async () => {
    renderList('/users?page=2', makeRows(12), 1366);
    const list = await grid();
    expect(within(list).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(list).getByRole('columnheader', { name: 'Weight' })).toBeInTheDocument();
    expect(within(list).getByText('Shipment 11')).toBeInTheDocument();
    expect(within(list).getByText('120 kg')).toBeInTheDocument();
    expect(within(list).queryByText('Shipment 1')).not.toBeInTheDocument();
    expect(within(list).getAllByRole('gridcell', { name: /kg$/ })).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Shipments' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 11–12 of 12')).toBeInTheDocument();
  });

  it('switches between cards and grid when the viewport crosses 768 px', async () => {
    renderList('/users', makeRows(12), 767);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    act(() => setViewportWidth(768));
    expect(await grid()).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Shipments' })).not.toBeInTheDocument();
  });

  it('sorts all rows by the header, not just the page, in ?sort=, and returns to page 1', async () => {
    const user = userEvent.setup();
    renderList('/users?page=2', makeRows(12), 1366);
    const header = async () => within(await grid()).getByRole('columnheader', { name: 'Weight' });
    await user.click(await header()); // ascending
    expect(search()).toBe('?sort=weight');
    expect(await header()).toHaveAttribute('aria-sort', 'ascending');
    expect(await firstRow()).toHaveTextContent('Shipment 1');
    await user.click(await header()); // descending
    expect(search()).toBe('?sort=-weight');
    expect(await header()).toHaveAttribute('aria-sort', 'descending');
    expect(await firstRow()).toHaveTextContent('Shipment 12');
    await user.click(await header()); // unsorted
    expect(search()).toBe('');
    expect(await header()).not.toHaveAttribute('aria-sort', expect.stringMatching(/ending$/));
  });

  it('sorts with the cards comparator: numbers by value, text in the language order', async () => {
    renderList('/users?sort=name', makeRows(12), 1366);
    // "Shipment 2" before "Shipment 10": numeric collation, not character order.
    const names = within(await grid())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('[data-field="name"]')?.textContent);
    expect(names.slice(0, 3)).toEqual(['Shipment 1', 'Shipment 2', 'Shipment 3']);
  });

  it('shows the rows unsorted and busy while text it has not ranked is ranked, then sorted', async () => {
    // More names than a sort ranks at once (RANK_AT_ONCE), in reverse order, none ranked before.
    const rows = makeRows(400)
      .reverse()
      .map((row) => ({ ...row, name: `Crate ${row.name}` }));
    renderList('/users?sort=name', rows);
    const busy = () => screen.getByRole('list', { name: 'Shipments' }).closest('[aria-busy="true"]');
    expect(busy()).not.toBeNull();
    expect(cardNames()[0]).toBe('Crate Shipment 400');
    await waitFor(() => expect(busy()).toBeNull());
    expect(screen.queryByRole('progressbar', { name: 'Sorting…' })).not.toBeInTheDocument();
    expect(cardNames().slice(0, 3)).toEqual(['Crate Shipment 1', 'Crate Shipment 2', 'Crate Shipment 3']);
  });

  it('names the bar it shows meanwhile', async () => {
    render(<SortingBar />);
    expect(await screen.findByRole('progressbar', { name: 'Sorting…' })).toBeInTheDocument();
  });

  it('reads the sort from the URL on load; an unknown column reads as unsorted', async () => {
    const { unmount } = renderList('/users?sort=-weight', makeRows(12), 1366);
    expect(await firstRow()).toHaveTextContent('Shipment 12');
    unmount();
    renderList('/users?sort=colour', makeRows(12), 1366);
    expect(await firstRow()).toHaveTextContent('Shipment 1');
  });

  it('pages through the grid with the pager in its pagination slot, in ?page=', async () => {
    const user = userEvent.setup();
    renderList('/users?q=ship', makeRows(45), 1366);
    await grid();
    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(search()).toBe('?q=ship&page=2');
    expect(await firstRow()).toHaveTextContent('Shipment 11');
    await user.click(within(pager()).getByRole('button', { name: 'Page 5' }));
    expect(search()).toBe('?q=ship&page=5');
    expect(screen.getByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(within(await grid()).getAllByRole('row')).toHaveLength(6);
  });

  it('shows the empty state, and no pager, when there are no rows', () => {
    renderList('/users?page=2', [], 1366);
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(screen.getByText('Try a different search or filter.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
