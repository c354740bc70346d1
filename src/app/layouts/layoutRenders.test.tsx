import { act, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderRoute } from '@/testing/renderWithProviders';

/** Renders of each sidebar entry's icon and of the header's theme switch, by name. */
const mockRenders = new Map<string, number>();
const mockCount = (name: string) => mockRenders.set(name, (mockRenders.get(name) ?? 0) + 1);

jest.mock('./navigation', () => {
  const actual = jest.requireActual<typeof import('./navigation')>('./navigation');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const counted = (items: typeof actual.MAIN_NAV) =>
    items.map((item) => ({
      ...item,
      Icon: ((props: ComponentProps<typeof item.Icon>) => {
        mockCount(item.label);
        return createElement(item.Icon, props);
      }) as unknown as typeof item.Icon,
    }));
  return { ...actual, MAIN_NAV: counted(actual.MAIN_NAV), PROFILE_NAV: counted(actual.PROFILE_NAV) };
});

jest.mock('@/components/preferences', () => {
  const actual = jest.requireActual<typeof import('@/components/preferences')>('@/components/preferences');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    ThemeSwitch: () => {
      mockCount('ThemeSwitch');
      return createElement(actual.ThemeSwitch);
    },
  };
});

describe('admin layout renders', () => {
  it("renders neither the header nor the sidebar's entries again when a list's query changes", async () => {
    const { router } = renderRoute('/admin/users');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await screen.findByRole('heading', { name: 'User Management' });
    const before = new Map(mockRenders);
    expect(before.get('ThemeSwitch')).toBeGreaterThan(0);
    expect(before.get('nav.users')).toBeGreaterThan(0);

    // A search, a filter and a page: the address changes, the page follows, the layout stays.
    await act(() => router.navigate('/admin/users?q=a&status=active&page=2'));
    expect(router.state.location.search).toBe('?q=a&status=active&page=2');
    expect(mockRenders).toEqual(before);

    // A new page: each entry still marks itself as the current one (its NavLink follows the address).
    await act(() => router.navigate('/admin/jobs'));
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });
});
