import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { flushSaves } from '@/store/idb/tabSync';
import { databaseText } from '@/testing/database';
import { makeSavedStore, makeStore } from '@/app/store';
import { memoryStorage } from '@/store/keyValueStorage';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';

const CURRENT = 'Old-Pass-4477';
const NEW = 'Fresh-Route-2026';

async function openSecurity(store = makeStore({}, { referenceDate: TEST_REFERENCE_DATE })) {
  const user = userEvent.setup();
  const rendered = renderRoute('/admin/profile/security', { store });
  await screen.findByRole('heading', { level: 1, name: 'Security Settings' });
  const form = screen.getByRole('form', { name: 'Change Password' });
  const field = (name: string) => within(form).getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
  const fill = async (current: string, next: string, confirm: string) => {
    for (const [name, value] of [
      ['Current password', current],
      ['New password', next],
      ['Confirm password', confirm],
    ] as const) {
      await user.clear(field(name));
      if (value) await user.type(field(name), value);
    }
  };
  const submit = () => user.click(within(form).getByRole('button', { name: 'Update Password' }));
  return { user, field, fill, submit, ...rendered };
}

describe('Security Settings', () => {
  it('states the minimum length under New password, with show/hide buttons on each field', async () => {
    const { field } = await openSecurity();
    expect(field('New password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(field('Current password')).toHaveAttribute('type', 'password');
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(3);
  });

  it('asks for every field, focusing the first', async () => {
    const { field, submit } = await openSecurity();
    await submit();
    expect(field('Current password')).toHaveFocus();
    expect(field('Current password')).toHaveAccessibleDescription('Enter your current password.');
    expect(field('New password')).toHaveAccessibleDescription('Enter a new password. At least 8 characters.');
    expect(field('Confirm password')).toHaveAccessibleDescription('Enter the new password again.');
  });

  it('says when the new password is too short, the same as the current one, or not confirmed', async () => {
    const { field, fill, submit } = await openSecurity();
    await fill(CURRENT, 'short', 'short');
    await submit();
    expect(field('New password')).toHaveFocus();
    expect(field('New password')).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(field('Confirm password')).not.toHaveAttribute('aria-invalid', 'true');

    await fill(CURRENT, CURRENT, CURRENT);
    await submit();
    expect(field('New password')).toHaveAccessibleDescription(
      'Choose a new password that differs from your current one. At least 8 characters.',
    );

    await fill(CURRENT, NEW, `${NEW}!`);
    await submit();
    expect(field('Confirm password')).toHaveFocus();
    expect(field('Confirm password')).toHaveAccessibleDescription('The passwords do not match.');
    // Nothing typed is lost.
    expect(field('Current password')).toHaveValue(CURRENT);
    expect(field('New password')).toHaveValue(NEW);
    expect(field('Confirm password')).toHaveValue(`${NEW}!`);
    expect(screen.queryByText('Password Updated')).not.toBeInTheDocument();
  });

  it('updates: toast Password Updated, fields emptied, and no password in the store or storage', async () => {
    const storage = memoryStorage();
    const factory = new IDBFactory();
    const store = await makeSavedStore({ referenceDate: TEST_REFERENCE_DATE, factory, storage });
    const log = jest.spyOn(console, 'log');
    const info = jest.spyOn(console, 'info');
    const { field, fill, submit } = await openSecurity(store);
    await fill(CURRENT, NEW, NEW);
    await submit();

    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Password Updated')).toBeInTheDocument();
    for (const name of ['Current password', 'New password', 'Confirm password']) {
      expect(field(name)).toHaveValue('');
      expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
    }

    await flushSaves(store);
    const kept = [JSON.stringify(store.getState()), await databaseText(factory), ...storage.items.values()];
    for (let i = 0; i < window.localStorage.length; i += 1) {
      kept.push(window.localStorage.getItem(window.localStorage.key(i)!) ?? '');
    }
    const logged = [...log.mock.calls, ...info.mock.calls].flat().map(String);
    for (const text of [...kept, ...logged]) {
      expect(text).not.toContain(CURRENT);
      expect(text).not.toContain(NEW);
    }
    log.mockRestore();
    info.mockRestore();
  });
});
