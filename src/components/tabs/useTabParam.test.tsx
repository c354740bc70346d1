import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useTabParam, type TabParamOptions } from './useTabParam';

const TABS = ['overview', 'jobs', 'users'] as const;

/** The hook inside a real router at `url`, with the location it leads to. */
function renderAt(url: string, options?: TabParamOptions) {
  let location = { search: '' };
  const useProbe = () => {
    const result = useTabParam(TABS, options);
    location = useLocation();
    return result;
  };
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/admin/x', element: children }], { initialEntries: [url] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(useProbe, { wrapper });
  return { hook, search: () => location.search };
}

describe('useTabParam', () => {
  it('reads the tab; an unknown one reads as the first', () => {
    expect(renderAt('/admin/x?tab=jobs').hook.result.current[0]).toBe('jobs');
    expect(renderAt('/admin/x?tab=nope').hook.result.current[0]).toBe('overview');
  });

  it('keeps the other parameters, and leaves the first tab out of the URL', () => {
    const { hook, search } = renderAt('/admin/x?q=a&jobsPage=2');
    act(() => hook.result.current[1]('users'));
    expect(search()).toBe('?q=a&jobsPage=2&tab=users');
    act(() => hook.result.current[1]('overview'));
    expect(search()).toBe('?q=a&jobsPage=2');
  });

  it('removes the parameters a screen names in `resets`, in the same write', () => {
    const { hook, search } = renderAt('/admin/x?q=a&page=3', { resets: ['page'] });
    act(() => hook.result.current[1]('jobs'));
    expect(search()).toBe('?q=a&tab=jobs');
  });
});
