import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from '@/lib/cookies';
import { renderRoute } from '@/testing/renderWithProviders';
import { SIDEBAR_COOKIE } from './useSidebarState';

const MAIN_ITEMS = [
  'Dashboard',
  'Users',
  'Companies',
  'Jobs',
  'User Verification',
  'Company Verification',
  'Job Assignments',
  'Roles',
  'Payments',
  'Disputes',
  'Documents',
  'Notifications',
  // Issue 12: the audit trail's page, after Notifications.
  'Activity',
  'Profile',
];

describe('admin layout', () => {
  it('shows the 14 sidebar items (spec 2.3 and Activity), linked under the current role', async () => {
    renderRoute('/broker');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(MAIN_ITEMS);
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/broker/users');
  });

  it('shows the profile sidebar under a profile path', async () => {
    renderRoute('/admin/profile/jobs');
    const nav = await screen.findByRole('navigation', { name: 'Profile navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Back to Dashboard',
      'Profile Information',
      'Security Settings',
      'My Jobs',
      'Account Settings',
    ]);
  });

  it('Ctrl+B and Cmd+B collapse and expand the sidebar and keep the state in a cookie', async () => {
    renderRoute('/admin');
    const sidebar = await screen.findByTestId('sidebar');
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    act(() => void fireEvent.keyDown(window, { key: 'b', ctrlKey: true }));
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(readCookie(SIDEBAR_COOKIE)).toBe('false');
    act(() => void fireEvent.keyDown(window, { key: 'B', metaKey: true }));
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    expect(readCookie(SIDEBAR_COOKIE)).toBe('true');
  });

  it('restores a collapsed sidebar from its cookie', async () => {
    document.cookie = `${SIDEBAR_COOKIE}=false; path=/`;
    renderRoute('/admin');
    expect(await screen.findByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    // Collapsed items keep their names for assistive technology.
    expect(screen.getByRole('link', { name: 'Payments' })).toBeInTheDocument();
  });

  it('shows the unread count on the bell and at most 5 notifications with View all', async () => {
    renderRoute('/driver');
    const bell = await screen.findByRole('button', { name: 'Notifications, 6 unread' });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(within(screen.getByTestId('notification-popover-list')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/driver/notifications',
    );
  });

  it('Log out goes to the landing page', async () => {
    const { router } = renderRoute('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
