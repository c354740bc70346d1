import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/testing/renderWithProviders';

/** The users list throws while this is set, as a screen with a bug would. */
const failing = { users: true };

jest.mock('@/features/users/UserListPage', () => {
  const actual = jest.requireActual<{ default: () => React.JSX.Element }>('@/features/users/UserListPage');
  return {
    __esModule: true,
    default: function FailingUserListPage() {
      if (failing.users) throw new Error('Users screen failed');
      return actual.default();
    },
  };
});

const ERROR_TITLE = 'This page could not be shown';

describe('route error boundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    failing.users = true;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the error screen inside the layout, which keeps working, and logs the error once', async () => {
    renderRoute('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TITLE })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('The rest of the back office still works');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');

    const logged = consoleError.mock.calls.filter((call) =>
      call.some((part: unknown) => part instanceof Error && part.message === 'Users screen failed'),
    );
    expect(logged).toHaveLength(1);

    // The layout still works: the sidebar leads to another screen, and the error is gone.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Companies' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Management' })).toBeVisible();
    expect(screen.queryByText(ERROR_TITLE)).not.toBeInTheDocument();
  });

  it('Try again renders the screen afresh, and Back to Dashboard leads to the dashboard', async () => {
    renderRoute('/admin/users');
    await screen.findByRole('heading', { level: 1, name: ERROR_TITLE });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Still failing: the error screen again.
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TITLE })).toBeVisible();

    failing.users = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();

    failing.users = true;
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Users' }));
    await screen.findByRole('heading', { level: 1, name: ERROR_TITLE });
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
