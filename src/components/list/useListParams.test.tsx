import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useListParams } from './useListParams';

const OPTIONS = { role: ['all', 'driver', 'broker'], status: ['all', 'active', 'pending'] } as const;

/** The hook inside a real router at `url`, with the location it leads to. */
function renderAt(url: string) {
  let location = { pathname: '', search: '' };
  const useProbe = () => {
    const result = useListParams(OPTIONS);
    location = useLocation();
    return result;
  };
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/admin/users', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(useProbe, { wrapper });
  return { hook, search: () => location.search, router: () => router };
}

describe('useListParams', () => {
  it('reads search and filters from the URL; unknown values read as the default', () => {
    const { hook } = renderAt('/admin/users?q=ann&role=driver&status=banned&page=3');
    expect(hook.result.current.query).toBe('ann');
    expect(hook.result.current.filters).toEqual({ role: 'driver', status: 'all' });
  });

  it('writes a filter, drops the page, and leaves the default out of the URL', () => {
    const { hook, search } = renderAt('/admin/users?page=4&q=x');
    act(() => hook.result.current.setFilter('status', 'pending'));
    expect(search()).toBe('?q=x&status=pending');
    act(() => hook.result.current.setFilter('status', 'all'));
    expect(search()).toBe('?q=x');
  });

  it('typing replaces the history entry and goes back to page 1', () => {
    const { hook, search, router } = renderAt('/admin/users?page=2');
    const before = router().state.historyAction;
    act(() => hook.result.current.setQuery('jo'));
    expect(search()).toBe('?q=jo');
    expect(router().state.historyAction).toBe('REPLACE');
    expect(before).toBe('POP');
    act(() => hook.result.current.setQuery(''));
    expect(search()).toBe('');
  });

  it('keeps the filters object while its parameters do not change', () => {
    const { hook } = renderAt('/admin/users?role=broker');
    const first = hook.result.current.filters;
    act(() => hook.result.current.setQuery('a'));
    expect(hook.result.current.filters).toBe(first);
  });

  it('keeps both of two quick changes made before the list re-renders', () => {
    const { hook, search } = renderAt('/admin/users');
    act(() => {
      hook.result.current.setFilter('status', 'active');
      hook.result.current.setQuery('freight');
    });
    expect(search()).toBe('?status=active&q=freight');
  });
});
