import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';
import { newRoleId, validateRoleForm, EMPTY_ROLE_FORM } from './roleForm';
import { selectRoleRows } from './roleSelectors';
import { selectRoleById } from './rolesSlice';

const seed = seedDomainState(TEST_REFERENCE_DATE);
const usersWithRole = (role: string) =>
  seed.users.ids.filter((id) => seed.users.entities[id]!.role === role).length;

async function openRoles(path = '/admin/roles', preloadedState = seed) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { preloadedState });
  await screen.findByRole('heading', { level: 1, name: 'Roles' });
  if (isWide()) await screen.findByRole('grid', { name: 'Roles' });
  return { user, ...rendered };
}

const isWide = () => window.matchMedia('(min-width:768px)').matches;
const table = () => screen.getByRole('grid', { name: 'Roles' });
/** The grid from 768 px, the cards below. */
const list = () => screen.getByRole(isWide() ? 'grid' : 'list', { name: 'Roles' });
/** The grid's rows (less its header row), or the cards. */
const rows = () =>
  isWide() ? within(table()).getAllByRole('row').slice(1) : within(list()).getAllByRole('listitem');
/** The role names in order: each row's first cell, or each card's first line. */
const rowNames = () =>
  rows().map((row) =>
    isWide() ? within(row).getAllByRole('gridcell')[0]!.textContent : row.querySelector('p')!.textContent,
  );
const rowOf = (name: string) =>
  isWide()
    ? within(table())
        .getAllByRole('row')
        .find((row) => within(row).queryByRole('gridcell', { name }))!
    : rows().find((card) => card.querySelector('p')!.textContent === name)!;
/** A role's fee as shown: its row's fourth cell, or its card's Job Post Fee. */
const feeOf = (name: string) =>
  isWide()
    ? within(rowOf(name)).getAllByRole('gridcell')[3]
    : within(rowOf(name)).getByText('Job Post Fee', { selector: 'dt' }).nextElementSibling;
/** A row's button, once the list is there to assistive tech again (hidden while a dialog closes). */
const rowButton = async (name: string) =>
  within(await screen.findByRole(isWide() ? 'grid' : 'list', { name: 'Roles' })).getByRole('button', {
    name,
  });
/** The toasts (findBy: the page is hidden from assistive tech while a dialog closes). */
const toasts = () => screen.findByRole('region', { name: 'Notifications' });

async function createRole(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  await user.click(screen.getByRole('button', { name: 'Create Role' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create Role' });
  for (const [label, value] of Object.entries(fields)) {
    const box = within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(box);
    await user.type(box, value);
  }
  return dialog;
}

describe('Roles', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(() => restoreViewport());

  it('lists the roles in sort order with kind, fee as money and user counts from the users in the store', async () => {
    // One broker fewer than the seed: the count follows the users, not the role's stored count.
    const brokerId = seed.users.ids.find((id) => seed.users.entities[id]!.role === 'broker')!;
    const { [brokerId]: _gone, ...entities } = seed.users.entities;
    const users = { ids: seed.users.ids.filter((id) => id !== brokerId), entities };
    await openRoles('/broker/roles', { ...seed, users });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Description', 'Type', 'Job Post Fee', 'Sort Order', 'Users', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('gridcell')[0]!.textContent)).toEqual([
      'Broker',
      'Shipper',
      'Carrier',
      'Driver',
      'Admin',
    ]);
    const cells = (name: string) =>
      within(rowOf(name))
        .getAllByRole('gridcell')
        .map((c) => c.textContent);
    expect(cells('Broker').slice(2, 6)).toEqual(['Company', '$25', '1', String(usersWithRole('broker') - 1)]);
    expect(cells('Shipper').slice(2, 6)).toEqual(['Company', '$15', '2', String(usersWithRole('shipper'))]);
    expect(cells('Driver').slice(2, 6)).toEqual(['Individual', '$0', '4', String(usersWithRole('driver'))]);
    expect(cells('Admin')[5]).toBe(String(usersWithRole('admin')));
  });

  it('creates a role: the name is required, fee and sort order are whole numbers and non-numeric gives 0', async () => {
    setViewportWidth(375); // the dialogs' logic, from the cards (the grid's rows and buttons are checked above)
    const { user, store } = await openRoles();
    const dialog = await createRole(user, { 'Job post fee': '12.9', 'Sort order': 'soon' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: /^Role name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter a role name.');
    expect(store.getState().roles.ids).toHaveLength(5);

    await user.type(name, 'Broker');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('A role with this name already exists.');

    await user.clear(name);
    await user.type(name, ' Dispatcher ');
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Plans routes.');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Company role/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(selectRoleById(store.getState(), 'role-dispatcher')).toEqual({
      id: 'role-dispatcher',
      name: 'Dispatcher',
      description: 'Plans routes.',
      isCompanyRole: true,
      jobPostFee: 12,
      sortOrder: 0,
      userCount: 0,
    });
    expect(await within(await toasts()).findByText('Role Created')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Dispatcher');
    expect(feeOf('Dispatcher')).toHaveTextContent('$12');
  });

  it('edits a role in the prefilled dialog; the new fee shows in Add user’s Role Information', async () => {
    setViewportWidth(375); // the dialogs' logic, from the cards (the grid's rows and buttons are checked above)
    const { user, store, router } = await openRoles();
    await user.click(within(list()).getByRole('button', { name: 'Edit Shipper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    expect(within(dialog).getByRole('textbox', { name: /^Role name/ })).toHaveValue('Shipper');
    expect(within(dialog).getByRole('checkbox', { name: /^Company role/ })).toBeChecked();
    const fee = within(dialog).getByRole('textbox', { name: /^Job post fee/ });
    expect(fee).toHaveValue('15');
    await user.clear(fee);
    await user.type(fee, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(selectRoleById(store.getState(), 'role-shipper')).toMatchObject({
      name: 'Shipper',
      jobPostFee: 40,
    });
    expect(await within(await toasts()).findByText('Role Updated')).toBeInTheDocument();
    expect(feeOf('Shipper')).toHaveTextContent('$40');

    await act(() => router.navigate('/admin/users/add'));
    const info = await screen.findByRole('complementary', { name: 'Role Information' });
    expect(within(info).getByText('$40')).toBeInTheDocument();
    expect(within(info).queryByText('$15')).not.toBeInTheDocument();
  });

  it('refuses to delete a role with users: Delete looks disabled and shows the destructive toast', async () => {
    const { user, store } = await openRoles();
    const button = within(table()).getByRole('button', { name: 'Delete Broker' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    const region = await toasts();
    expect(await within(region).findByText('Cannot Delete Role')).toBeInTheDocument();
    expect(within(region).getByText('This role has active users assigned to it.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().roles.ids).toHaveLength(5);
  });

  it('deletes a role without users after confirmation; Cancel keeps it', async () => {
    setViewportWidth(375); // the dialogs' logic, from the cards' buttons (the grid's are checked above)
    const { user, store } = await openRoles();
    const dialog = await createRole(user, { 'Role name': 'Dispatcher' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const button = await rowButton('Delete Dispatcher');
    expect(button).not.toHaveAttribute('aria-disabled');

    await user.click(button);
    const confirm = await screen.findByRole('dialog', { name: 'Delete Role' });
    expect(confirm).toHaveTextContent('Delete the role Dispatcher?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(selectRoleById(store.getState(), 'role-dispatcher')).toBeDefined();

    await user.click(await rowButton('Delete Dispatcher'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Role' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(selectRoleById(store.getState(), 'role-dispatcher')).toBeUndefined();
    expect(await within(await toasts()).findByText('Role Deleted')).toBeInTheDocument();
    expect(within(list()).queryByRole('button', { name: 'Delete Dispatcher' })).not.toBeInTheDocument();
  });

  it('shows each role as a card with the same information and actions under 768 px', async () => {
    setViewportWidth(375);
    const { user } = await openRoles();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Roles' });
    const broker = within(cards).getAllByRole('listitem')[0]!;
    expect(broker).toHaveTextContent('Broker');
    expect(broker).toHaveTextContent('$25');
    expect(broker).toHaveTextContent(`Users${usersWithRole('broker')}`);
    await user.click(within(broker).getByRole('button', { name: 'Edit Broker' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Role' })).toBeInTheDocument();
  });
});

describe('Roles undo', () => {
  beforeEach(() => setViewportWidth(1366));
  afterEach(() => restoreViewport());

  /** The Undo button of the toast titled `title`. */
  const undoIn = async (title: string) => {
    const toast = (await within(await toasts()).findByText(title)).closest('.notistack-MuiContent');
    return within(toast as HTMLElement).getByRole('button', { name: 'Undo' });
  };

  it('Undo in Role Updated puts the previous fields back', async () => {
    setViewportWidth(375); // the dialogs' logic, from the cards (the grid's rows and buttons are checked above)
    const { user, store } = await openRoles();
    const before = selectRoleById(store.getState(), 'role-shipper');
    await user.click(within(list()).getByRole('button', { name: 'Edit Shipper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    const name = within(dialog).getByRole('textbox', { name: /^Role name/ });
    await user.clear(name);
    await user.click(name);
    await user.paste('Shippers');
    const fee = within(dialog).getByRole('textbox', { name: /^Job post fee/ });
    await user.clear(fee);
    await user.type(fee, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(selectRoleById(store.getState(), 'role-shipper')).toMatchObject({
      name: 'Shippers',
      jobPostFee: 40,
    });

    await user.click(await undoIn('Role Updated'));
    expect(selectRoleById(store.getState(), 'role-shipper')).toEqual(before);
    expect(feeOf('Shipper')).toHaveTextContent('$15');
    expect(await within(await toasts()).findByText('Change undone')).toBeInTheDocument();
  });

  it('Undo in Role Deleted brings the role back in its place', async () => {
    setViewportWidth(375); // the dialogs' logic, from the cards (the grid's rows and buttons are checked above)
    // A role nobody holds, between Broker and Shipper.
    const dispatcher = { ...seed.roles.entities['role-shipper']!, id: 'role-dispatcher', name: 'Dispatcher' };
    const roles = {
      ids: [seed.roles.ids[0]!, dispatcher.id, ...seed.roles.ids.slice(1)],
      entities: { ...seed.roles.entities, [dispatcher.id]: { ...dispatcher, userCount: 0 } },
    };
    const { user, store } = await openRoles('/admin/roles', { ...seed, roles });
    const order = rowNames();
    const ids = store.getState().roles.ids;
    const before = selectRoleById(store.getState(), 'role-dispatcher');

    await user.click(within(list()).getByRole('button', { name: 'Delete Dispatcher' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Role' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(selectRoleById(store.getState(), 'role-dispatcher')).toBeUndefined();

    await user.click(await undoIn('Role Deleted'));
    expect(selectRoleById(store.getState(), 'role-dispatcher')).toEqual(before);
    expect(store.getState().roles.ids).toEqual(ids);
    expect(rowNames()).toEqual(order);
  });
});

describe('role form helpers', () => {
  it('makes a role id from the name, numbered when taken', () => {
    expect(newRoleId(' Night Dispatcher ', [])).toBe('role-night-dispatcher');
    expect(newRoleId('Broker', ['role-broker', 'role-broker-2'])).toBe('role-broker-3');
    expect(newRoleId('مرسل', [])).toBe('role-custom');
  });

  it('requires a name unique among the other roles', () => {
    const roles = selectRoleRows(seed as never);
    expect(validateRoleForm(EMPTY_ROLE_FORM, roles)).toEqual({ name: 'nameRequired' });
    expect(validateRoleForm({ ...EMPTY_ROLE_FORM, name: ' broker ' }, roles)).toEqual({ name: 'nameTaken' });
    expect(validateRoleForm({ ...EMPTY_ROLE_FORM, name: 'Broker' }, roles, 'role-broker')).toEqual({});
  });
});
