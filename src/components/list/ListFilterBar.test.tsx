import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ListFilterBar, optionsWithAll } from './ListFilterBar';
import { useListParams } from './useListParams';

/** Renders of the bar's drop-downs. */
const mockSelectRenders = jest.fn();
jest.mock('./FilterSelect', () => {
  const actual = jest.requireActual<typeof import('./FilterSelect')>('./FilterSelect');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    FilterSelect: (props: Parameters<typeof actual.FilterSelect>[0]) => {
      mockSelectRenders(props.label);
      return createElement(actual.FilterSelect, props);
    },
  };
});

const OPTIONS = { status: ['all', 'active', 'suspended'] } as const;

/** A list screen's filter bar as the screens build it: its filters made again on every render. */
function Screen() {
  const params = useListParams(OPTIONS);
  return (
    <ListFilterBar
      params={params}
      searchLabel="Search users"
      filters={[
        { name: 'status', label: 'Status', options: optionsWithAll(OPTIONS.status, 'All Status', (v) => v) },
      ]}
    />
  );
}

describe('ListFilterBar', () => {
  it("renders again when its search or filters change, not when the list's sort or page does", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/users', element: <Screen /> }], {
      initialEntries: ['/users'],
    });
    render(<RouterProvider router={router} />);
    expect(mockSelectRenders).toHaveBeenCalledTimes(1);

    await act(() => router.navigate('/users?sort=-name&page=3'));
    await act(() => router.navigate('/users?sort=name&page=2'));
    expect(mockSelectRenders).toHaveBeenCalledTimes(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'a');
    expect(router.state.location.search).toBe('?sort=name&q=a');
    expect(mockSelectRenders).toHaveBeenCalledTimes(2);
    await act(() => router.navigate('/users?sort=name&q=a&status=suspended'));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('suspended');
  });
});
