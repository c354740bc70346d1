import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seedDomainState } from '@/app/store';
import { ADD_USER_DELAY_MS } from '@/machines/addUser.machine';
import { fill } from '@/testing/authScreen';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectUserById } from './usersSlice';
import { validateNewUser, EMPTY_NEW_USER } from './validateNewUser';
import { restoreViewport, setViewportWidth } from '@/testing/viewport';

const seed = seedDomainState(TEST_REFERENCE_DATE);

async function openForm() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const rendered = renderRoute('/admin/users/add', { preloadedState: seed });
  await screen.findByRole('heading', { level: 1, name: 'Add User' });
  return { user, ...rendered };
}

describe('Add user', () => {
  // The form is the subject: its fields are filled as a paste does (one input event each), and the
  // list it opens afterwards renders as cards (no grid to load).
  beforeEach(() => setViewportWidth(375));
  afterEach(restoreViewport);

  afterEach(() => jest.useRealTimers());

  it('adds a driver after 1.5 s with the button busy, toasts User Created and opens the list', async () => {
    const { user, store, router } = await openForm();
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), '  Dana Scully ');
    await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'dana@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'driver');
    await fill(user, screen.getByRole('textbox', { name: /^Licence number/ }), 'CDL-1234');
    await fill(user, screen.getByRole('textbox', { name: /^Work radius/ }), '75');
    expect(screen.queryByRole('textbox', { name: /^Company name/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    const busy = screen.getByRole('button', { name: 'Creating…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(() => jest.advanceTimersByTimeAsync(ADD_USER_DELAY_MS - 1));
    expect(selectUserById(store.getState(), 'USR-086')).toBeUndefined();
    await act(() => jest.advanceTimersByTimeAsync(1));

    const added = selectUserById(store.getState(), 'USR-086')!;
    expect(added).toMatchObject({
      name: 'Dana Scully',
      email: 'dana@example.com',
      role: 'driver',
      verified: false,
    });
    expect(added.driver).toMatchObject({ licenseNumber: 'CDL-1234', workRadius: 75 });
    expect(router.state.location.pathname).toBe('/admin/users');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('User Created')).toBeInTheDocument();
  });

  it('flags each bad field at the field, focuses the first, and keeps what was typed', async () => {
    const { user, store } = await openForm();
    await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'driver');
    await fill(user, screen.getByRole('textbox', { name: /^Work radius/ }), 'far');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Enter the name.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByRole('textbox', { name: /^Work radius/ })).toHaveValue('far');
    expect(screen.getByRole('textbox', { name: /^Work radius/ })).toHaveAccessibleDescription(
      'Enter the work radius as a number of miles, like 50.',
    );
    expect(store.getState().users.ids).toHaveLength(85);
  });

  it('refuses an email that a user already has, whatever its case', async () => {
    const { user } = await openForm();
    const taken = seed.users.entities['USR-001']!.email.toUpperCase();
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Someone');
    await fill(user, screen.getByRole('textbox', { name: /^Email/ }), taken);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'admin');
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('A user with this email already exists.');
  });

  it('asks a company role for its company; Role Information lists the fees from the roles slice', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Role/ }), 'broker');
    expect(screen.getByRole('textbox', { name: /^Company name/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Licence number/ })).not.toBeInTheDocument();
    const info = screen.getByRole('complementary', { name: 'Role Information' });
    expect(within(info).getByText('$25')).toBeInTheDocument();
    expect(within(info).getByText('$15')).toBeInTheDocument();
    expect(within(info).getByText('Permissions are assigned automatically by role.')).toBeInTheDocument();
  });

  it('Cancel goes back to the list without adding anyone', async () => {
    const { user, router, store } = await openForm();
    await fill(user, screen.getByRole('textbox', { name: /^Name/ }), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(store.getState().users.ids).toHaveLength(85);
  });
});

describe('validateNewUser', () => {
  it('needs name, email and role; accepts optional fields left empty', () => {
    expect(validateNewUser(EMPTY_NEW_USER, false)).toEqual({
      name: 'nameRequired',
      email: 'emailRequired',
      role: 'roleRequired',
    });
    const ok = { ...EMPTY_NEW_USER, name: 'A', email: 'a@b.co', role: 'shipper' };
    expect(validateNewUser(ok, false)).toEqual({});
    expect(validateNewUser({ ...ok, role: 'driver', workRadius: ' 12.5 ' }, false)).toEqual({});
    expect(validateNewUser({ ...ok, role: 'driver', workRadius: '-3' }, false)).toEqual({
      workRadius: 'workRadiusNumeric',
    });
  });
});
