import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { i18n } from '@/i18n';
import type { UserStatus } from '@/machines/userStatus.machine';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { selectUserById, type User } from './usersSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const everyone = seed.users.ids.map((id) => seed.users.entities[id]!);
const firstWith = (status: UserStatus) => everyone.find((u) => u.status === status)!;
const count = (test: (u: User) => boolean) => everyone.filter(test).length;

/** Spec 4, written out here so the screen is checked against the table, not against itself. The
 * menu shows all four actions; these are the ones it offers, the others are disabled with a reason. */
const OFFERED: Record<UserStatus, string[]> = {
  active: ['Mark Under Review', 'Suspend User'],
  suspended: ['Approve User'],
  under_review: ['Approve User', 'Reject User'],
  pending: [],
};
const TRANSITIONS: [UserStatus, string, UserStatus, string][] = [
  ['active', 'Mark Under Review', 'under_review', 'User has been marked as under review.'],
  ['active', 'Suspend User', 'suspended', 'User has been suspended.'],
  ['suspended', 'Approve User', 'active', 'User has been approved.'],
  ['under_review', 'Approve User', 'active', 'User has been approved.'],
  ['under_review', 'Reject User', 'suspended', 'User has been suspended.'],
];
const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  suspended: 'Suspended',
  under_review: 'Under Review',
};

async function openList(path = '/admin/users') {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'User Management' });
  if (window.matchMedia('(min-width:768px)').matches) await screen.findByRole('grid', { name: 'Users' });
  const params = () => new URLSearchParams(rendered.router.state.location.search);
  return { user, params, ...rendered };
}

const table = () => screen.getByRole('grid', { name: 'Users' });
/** The rows' user names, from their view links ("View Ana Ruiz"). */
const rowNames = () =>
  within(table())
    .getAllByRole('link', { name: /^View / })
    .map((link) => link.getAttribute('aria-label')!.replace(/^View /, ''));
const showing = () => screen.getByText(/^Showing /).textContent;
/** The menu's actions the machine allows (the others are shown, aria-disabled, with a reason). */
const offered = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-disabled') !== 'true')
    .map((item) => item.textContent);
const card = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('.MuiCard-root') as HTMLElement;

describe('User list', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(restoreViewport);

  // A page's rows take their text from the one LocaleProvider (src/i18n/locale.tsx): each
  // useTranslation that mounts copies the i18next instance, and a page's rows mount again on every
  // page, sort and filter change.
  it('renders a page of ten users with no more copies of the i18next instance than a page of one', async () => {
    const copies = async (path: string) => {
      const copy = jest.spyOn(Object, 'getOwnPropertyDescriptors');
      try {
        const { unmount } = await openList(path);
        await screen.findAllByRole('link', { name: /^View / });
        unmount();
        return copy.mock.calls.filter(([target]) => target === i18n).length;
      } finally {
        copy.mockRestore();
      }
    };
    const one = await copies(`/admin/users?q=${encodeURIComponent(everyone[0]!.email)}`);
    const ten = await copies('/admin/users');
    expect(ten).toBeLessThanOrEqual(one);
  });

  it('counts all users by status and links to the queue and the add form, relative to the area', async () => {
    await openList('/broker/users');
    expect(within(card('Total Users')).getByText('85')).toBeInTheDocument();
    expect(
      within(card('Total Users')).getByText(
        `Including ${count((u) => u.status === 'under_review')} under review`,
      ),
    ).toBeInTheDocument();
    const figures = {
      'Active Users': 'active',
      'Pending Verification': 'pending',
      'Suspended Users': 'suspended',
    };
    for (const [title, status] of Object.entries(figures)) {
      expect(within(card(title)).getByText(String(count((u) => u.status === status)))).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View All users pending verification' })).toHaveAttribute(
      'href',
      '/broker/users/verification',
    );
    expect(screen.getByRole('link', { name: 'Verify Users' })).toHaveAttribute(
      'href',
      '/broker/users/verification',
    );
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/broker/users/add');
    expect(rowNames()).toHaveLength(10);
    expect(showing()).toBe('Showing 1–10 of 85');
    const [first] = everyone;
    expect(within(table()).getByRole('link', { name: `View ${first!.name}` })).toHaveAttribute(
      'href',
      `/broker/users/${first!.id}`,
    );
  });

  it('searches name and email without regard to case, writes ?q= and goes back to page 1', async () => {
    const { user, params } = await openList('/admin/users?page=3');
    expect(screen.getByRole('button', { name: 'Page 3, current page' })).toBeInTheDocument();
    const target = firstWith('suspended');
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    // Pasted: one re-render of the grid, not one per key (typing itself is a browser test).
    await user.click(box);
    await user.paste(target.email.toUpperCase());
    expect(rowNames()).toEqual([target.name]);
    expect(params().get('q')).toBe(target.email.toUpperCase());
    expect(params().has('page')).toBe(false);

    const surname = target.name.split(' ').at(-1)!.toLowerCase();
    await user.clear(box);
    await user.paste(surname);
    const expected = everyone.filter((u) => `${u.name}\n${u.email}`.toLowerCase().includes(surname));
    expect(rowNames()).toEqual(expected.slice(0, 10).map((u) => u.name));

    await user.clear(box);
    await user.paste('no such person anywhere');
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(screen.getByText('Try a different search or filter.')).toBeInTheDocument();
  });

  it('filters by role and status together, in the URL, back to page 1 on each change', async () => {
    const { user, params } = await openList('/admin/users?page=2');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(screen.getByRole('option', { name: 'Driver' }));
    expect(params().get('role')).toBe('driver');
    expect(params().has('page')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(params().get('page')).toBe('2');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Status',
      'Active',
      'Pending',
      'Suspended',
    ]);
    await user.click(screen.getByRole('option', { name: 'Suspended' }));
    expect(params().get('status')).toBe('suspended');
    expect(params().has('page')).toBe(false);
    const expected = everyone.filter((u) => u.role === 'driver' && u.status === 'suspended');
    expect(rowNames()).toEqual(expected.map((u) => u.name));
    for (const row of within(table()).getAllByRole('row').slice(1)) {
      expect(row).toHaveTextContent('Driver');
      expect(row).toHaveTextContent('Suspended');
    }

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Roles',
      'Broker',
      'Shipper',
      'Carrier',
      'Driver',
      'Admin',
    ]);
    await user.click(screen.getByRole('option', { name: 'All Roles' }));
    expect(params().has('role')).toBe(false);
    const suspended = count((u) => u.status === 'suspended');
    expect(showing()).toBe(`Showing 1–${Math.min(10, suspended)} of ${suspended}`);
  });

  it('reads the search, the filters and the page from the URL on load', async () => {
    await openList('/admin/users?q=A&role=driver&status=active&page=2');
    const expected = everyone.filter(
      (u) =>
        u.role === 'driver' && u.status === 'active' && `${u.name}${u.email}`.toLowerCase().includes('a'),
    );
    expect(expected.length).toBeGreaterThan(10);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('A');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Driver');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(screen.getByRole('button', { name: 'Page 2, current page' })).toBeInTheDocument();
    expect(rowNames()).toEqual(expected.slice(10, 20).map((u) => u.name));
  });

  it.each(TRANSITIONS)(
    'offers exactly the allowed actions to a %s user; %s makes them %s, with its toast',
    async (from, action, to, message) => {
      const target = firstWith(from);
      const { user, store } = await openList(`/admin/users?q=${encodeURIComponent(target.email)}`);
      await user.click(screen.getByRole('button', { name: `Status actions for ${target.name}` }));
      const menu = screen.getByRole('menu');
      expect(offered(menu)).toEqual(OFFERED[from]);
      expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
      await user.click(within(menu).getByRole('menuitem', { name: action }));

      expect(selectUserById(store.getState(), target.id)?.status).toBe(to);
      const region = screen.getByRole('region', { name: 'Notifications' });
      expect(await within(region).findByText('User Status Updated')).toBeInTheDocument();
      expect(within(region).getByText(message)).toBeInTheDocument();
      const row = within(table()).getAllByRole('row')[1]!;
      expect(within(row).getByText(STATUS_LABELS[to])).toBeInTheDocument();

      // The menu now offers what the new status allows.
      await user.click(screen.getByRole('button', { name: `Status actions for ${target.name}` }));
      expect(offered(screen.getByRole('menu'))).toEqual(OFFERED[to]);
    },
  );

  it('shows a pending user all four actions, disabled, each with the machine’s reason', async () => {
    const target = firstWith('pending');
    const { user, store } = await openList(`/admin/users?q=${encodeURIComponent(target.email)}`);
    await user.click(screen.getByRole('button', { name: `Status actions for ${target.name}` }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('aria-disabled'))).toEqual(['true', 'true', 'true', 'true']);
    for (const [index, name] of [
      'Mark Under Review',
      'Suspend User',
      'Approve User',
      'Reject User',
    ].entries()) {
      expect(items[index]).toHaveAccessibleName(name);
      expect(items[index]).toHaveAccessibleDescription('Not possible while the status is pending.');
    }
    await user.click(items[2]!);
    expect(selectUserById(store.getState(), target.id)?.status).toBe('pending');
  });

  it('says why a refused action is disabled: an active user is already active', async () => {
    const target = firstWith('active');
    const { user } = await openList(`/admin/users?q=${encodeURIComponent(target.email)}`);
    await user.click(screen.getByRole('button', { name: `Status actions for ${target.name}` }));
    const approve = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Approve User' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(approve).toHaveAccessibleDescription('Already active.');
  });
});

describe('User list at 375 px', () => {
  beforeEach(() => setViewportWidth(375));
  afterEach(restoreViewport);

  it('shows cards with the row information and the same two actions', async () => {
    const { user, store } = await openList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = everyone[0]!;
    const firstCard = cards[0]!;
    for (const text of [first.name, first.email, 'Role', 'Company', 'Verified', 'Last Active']) {
      expect(within(firstCard).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(firstCard).getByText(STATUS_LABELS[first.status])).toBeInTheDocument();
    expect(within(firstCard).getByRole('link', { name: `View ${first.name}` })).toHaveAttribute(
      'href',
      `/admin/users/${first.id}`,
    );

    const target = firstWith('active');
    const targetCard = cards.find((c) => within(c).queryByText(target.email))!;
    await user.click(within(targetCard).getByRole('button', { name: `Status actions for ${target.name}` }));
    expect(offered(screen.getByRole('menu'))).toEqual(OFFERED.active);
    await user.click(screen.getByRole('menuitem', { name: 'Suspend User' }));
    expect(selectUserById(store.getState(), target.id)?.status).toBe('suspended');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('User has been suspended.')).toBeInTheDocument();
    expect(within(targetCard).getByText('Suspended')).toBeInTheDocument();
  });
});
