import { act, screen } from '@testing-library/react';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';

/** Renders of the count cards. */
const mockCardRenders = jest.fn();
jest.mock('@/components/list/StatCard', () => {
  const actual = jest.requireActual<typeof import('@/components/list/StatCard')>(
    '@/components/list/StatCard',
  );
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    ...actual,
    StatCard: (props: Parameters<typeof actual.StatCard>[0]) => {
      mockCardRenders(props.title);
      return createElement(actual.StatCard, props);
    },
  };
});

describe('UserListStats', () => {
  it('renders its cards once, not again for each search, sort or page of the list', async () => {
    const seed = seedDomainState(TEST_REFERENCE_DATE);
    const { router } = renderRoute('/admin/users', { preloadedState: seed });
    await screen.findByRole('heading', { level: 1, name: 'User Management' });
    const renders = mockCardRenders.mock.calls.length;
    expect(renders).toBeGreaterThanOrEqual(4);

    await act(() => router.navigate('/admin/users?sort=-name&page=2'));
    await act(() => router.navigate('/admin/users?q=a&status=suspended'));
    expect(router.state.location.search).toBe('?q=a&status=suspended');
    expect(mockCardRenders).toHaveBeenCalledTimes(renders);
    expect(screen.getByText(String(seed.users.ids.length))).toBeInTheDocument(); // the total, all users
  });
});
