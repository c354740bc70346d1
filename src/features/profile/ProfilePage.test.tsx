import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { flushSaves } from '@/store/idb/tabSync';
import { makeSavedStore, makeStore } from '@/app/store';
import { formatDate, formatDateTime } from '@/lib/format';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { seedProfile, selectAdminProfile } from './profileSlice';

const seed = seedProfile(TEST_REFERENCE_DATE);

async function openProfile(store = makeStore({}, { referenceDate: TEST_REFERENCE_DATE })) {
  const user = userEvent.setup();
  const rendered = renderRoute('/admin/profile', { store });
  await screen.findByRole('heading', { level: 1, name: 'Profile Information' });
  const form = screen.getByRole('form', { name: 'Personal Details' });
  const field = (name: RegExp) => within(form).getByRole('textbox', { name });
  const save = () => user.click(within(form).getByRole('button', { name: 'Save Changes' }));
  return { user, form, field, save, ...rendered };
}

const accountMenu = () => screen.getByRole('button', { name: /Account menu$/ });

describe('Admin profile', () => {
  it('shows the administrator as Super Admin, System Administrator, with the account details', async () => {
    await openProfile();
    const summary = screen.getByRole('region', { name: 'Signed-in administrator' });
    expect(summary).toHaveTextContent('Alex Morgan');
    expect(summary).toHaveTextContent('Super Admin · System Administrator');
    const details = screen.getByRole('region', { name: 'Account Details' });
    const values = within(details)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual([
      formatDate(seed.admin.memberSince, 'en'),
      formatDateTime(seed.admin.lastLogin, 'en'),
      'Active',
    ]);
    expect(accountMenu()).toHaveAccessibleName('AM Account menu');
    expect(accountMenu()).toHaveTextContent('AM');
  });

  it('starts from the stored details', async () => {
    const { field } = await openProfile();
    expect(field(/^Full Name/)).toHaveValue('Alex Morgan');
    expect(field(/^Email/)).toHaveValue('alex.morgan@freighthub.example');
    expect(field(/^Phone/)).toHaveValue('+1 (555) 010-4477');
    expect(field(/^Department/)).toHaveValue('Operations');
  });

  it('flags each bad field at the field, focuses the first, keeps what was typed and saves nothing', async () => {
    const { user, field, save, store } = await openProfile();
    await user.clear(field(/^Full Name/));
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'alex@nowhere');
    await user.clear(field(/^Phone/));
    await user.type(field(/^Phone/), 'call me');
    await user.clear(field(/^Department/));
    await save();

    expect(field(/^Full Name/)).toHaveFocus();
    expect(field(/^Full Name/)).toHaveAccessibleDescription('Enter your full name.');
    expect(field(/^Email/)).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(field(/^Phone/)).toHaveAccessibleDescription(
      'Enter a phone number like +1 555 010 4477, or leave it empty.',
    );
    expect(field(/^Department/)).toHaveAccessibleDescription('Enter your department.');
    expect(field(/^Email/)).toHaveValue('alex@nowhere');
    expect(field(/^Phone/)).toHaveValue('call me');
    expect(selectAdminProfile(store.getState())).toEqual(seed.admin);
    expect(screen.queryByText('Profile Updated')).not.toBeInTheDocument();

    // Editing a field clears its message only.
    await user.type(field(/^Full Name/), 'A');
    expect(field(/^Full Name/)).not.toHaveAccessibleDescription('Enter your full name.');
    expect(field(/^Department/)).toHaveAccessibleDescription('Enter your department.');
  });

  it('saves the trimmed details with the toast Profile Updated; the user menu shows the new name', async () => {
    const { user, field, save, store } = await openProfile();
    await user.clear(field(/^Full Name/));
    await user.type(field(/^Full Name/), '  Jordan Lee ');
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'jordan.lee@freighthub.example');
    await user.clear(field(/^Phone/));
    await user.clear(field(/^Department/));
    await user.type(field(/^Department/), 'Compliance');
    await save();

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Profile Updated')).toBeInTheDocument();
    expect(within(region).getByText('Your personal details have been saved.')).toBeInTheDocument();
    expect(selectAdminProfile(store.getState())).toEqual({
      ...seed.admin,
      fullName: 'Jordan Lee',
      email: 'jordan.lee@freighthub.example',
      phone: '',
      department: 'Compliance',
    });
    expect(field(/^Full Name/)).toHaveValue('Jordan Lee');
    expect(screen.getByRole('region', { name: 'Signed-in administrator' })).toHaveTextContent('Jordan Lee');
    expect(accountMenu()).toHaveAccessibleName('JL Account menu');

    await user.click(accountMenu());
    expect(within(await screen.findByRole('menu')).getByText('Jordan Lee')).toBeInTheDocument();
  });

  it('keeps the saved details across a reload', async () => {
    const factory = new IDBFactory();
    const first = await makeSavedStore({ referenceDate: TEST_REFERENCE_DATE, factory });
    const { user, field, save, unmount } = await openProfile(first);
    await user.clear(field(/^Department/));
    await user.type(field(/^Department/), 'Finance');
    await save();
    // The toast of the save renders while the save is written: inside act, as a user's click is.
    await act(() => flushSaves(first));
    unmount();

    const reloaded = await makeSavedStore({ referenceDate: new Date('2026-07-01T00:00:00Z'), factory });
    expect(selectAdminProfile(reloaded.getState()).department).toBe('Finance');
    const again = await openProfile(reloaded);
    expect(again.field(/^Department/)).toHaveValue('Finance');
  });
});
