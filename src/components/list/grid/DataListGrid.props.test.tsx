import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { grid, Harness, people, renderAt } from '@/testing/listHarness';
import { restoreViewport } from '@/testing/viewport';

/** Each render of a data grid, by its accessible name: the grid renders only when a prop changes. */
const mockGridRenders = jest.fn<void, [string | undefined]>();
jest.mock('@mui/x-data-grid', () => {
  const actual = jest.requireActual<typeof import('@mui/x-data-grid')>('@mui/x-data-grid');
  const { createElement, memo } = jest.requireActual<typeof import('react')>('react');
  const Counted = memo(function Counted(props: Parameters<typeof actual.DataGrid>[0]) {
    mockGridRenders(props['aria-label']);
    return createElement(actual.DataGrid, props);
  });
  return { ...actual, DataGrid: Counted };
});
jest.mock('@/components/toast', () => ({ showToast: jest.fn() }));

afterEach(() => {
  restoreViewport();
  window.localStorage.clear();
});

const rendersOfPeople = () => mockGridRenders.mock.calls.filter(([name]) => name === 'People').length;

describe("DataListGrid's props", () => {
  // The grid hands its props to every cell through one context: a new prop renders every cell of
  // the page again, the page being left included (useGridModels).
  it('stay the same through a page change, a sort and a selection: the grid takes them through its API', async () => {
    const user = userEvent.setup();
    renderAt(<Harness rows={people(25)} />);
    await grid();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    const before = rendersOfPeople();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Person 11')).toBeInTheDocument();
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
    expect(screen.getByText(/^Showing 11–20 of 25$/)).toBeInTheDocument();

    await user.click(screen.getByRole('columnheader', { name: 'Score' }));
    await user.click(screen.getByRole('columnheader', { name: 'Score' })); // descending: 75 pts first
    expect(await screen.findByText('75 pts')).toBeInTheDocument(); // Person 25, first of page 1

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 25' }));
    expect(screen.getByRole('checkbox', { name: 'Select Person 25' })).toBeChecked();
    expect(screen.getByTestId('picked')).toHaveTextContent('p25');

    expect(rendersOfPeople()).toBe(before);
  });

  it('shows the rows of a new count, never the first rows the grid was given', async () => {
    const user = userEvent.setup();
    const all = people(25);
    const found = all.slice(10); // a search that leaves 15 of them
    function Searched() {
      const [rows, setRows] = useState(all);
      return (
        <>
          <button type="button" onClick={() => setRows(found)}>
            Search
          </button>
          <Harness rows={rows} />
        </>
      );
    }
    renderAt(<Searched />);
    await grid();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/^Showing 1–10 of 15$/)).toBeInTheDocument();
    expect(screen.getByText('Person 11')).toBeInTheDocument();
    expect(screen.queryByText('Person 1')).not.toBeInTheDocument();
  });

  it('stay the same when a screen passes a new getRowId on each render (an inline function)', async () => {
    const user = userEvent.setup();
    const rows = people(25);
    function Inline() {
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Render again
          </button>
          <Harness rows={rows} getRowId={(person) => person.id} />
        </>
      );
    }
    renderAt(<Inline />);
    await grid();
    expect(await screen.findByText('Person 1')).toBeInTheDocument();
    const before = rendersOfPeople();
    await user.click(screen.getByRole('button', { name: 'Render again' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 2' }));
    expect(screen.getByTestId('picked')).toHaveTextContent('p2');
    expect(rendersOfPeople()).toBe(before);
  });
});
