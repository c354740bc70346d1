import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { makeSavedStore, makeStore } from '@/app/store';
import { flushSaves } from '@/store/idb/tabSync';
import { selectThemePreference, themeChosen } from '@/store/preferencesSlice';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectNotificationSettings } from './profileSlice';

async function openSettings(
  path = '/admin/profile/settings',
  store = makeStore({}, { referenceDate: TEST_REFERENCE_DATE }),
) {
  const user = userEvent.setup();
  const rendered = renderRoute(path, { store });
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  const toggle = (name: string) => screen.getByRole('switch', { name });
  const theme = (name: string) =>
    within(screen.getByRole('radiogroup', { name: 'Theme' })).getByRole('radio', {
      name: new RegExp(`^${name}`),
    });
  const save = () => user.click(screen.getByRole('button', { name: 'Save Settings' }));
  return { user, toggle, theme, save, ...rendered };
}

describe('Account Settings', () => {
  it('is where /admin/settings leads', async () => {
    const { router } = await openSettings('/admin/settings');
    expect(router.state.location.pathname).toBe('/admin/profile/settings');
  });

  it('starts from the defaults (email and push on, SMS off) and the theme preference', async () => {
    const { toggle, theme } = await openSettings();
    expect(toggle('Email notifications')).toBeChecked();
    expect(toggle('SMS notifications')).not.toBeChecked();
    expect(toggle('Push notifications')).toBeChecked();
    expect(toggle('SMS notifications')).toHaveAccessibleDescription('Text messages to your phone.');
    expect(theme('System')).toBeChecked();
    expect(theme('Light')).not.toBeChecked();
  });

  it('changes nothing until Save Settings, which saves the switches, applies the theme and toasts', async () => {
    const { user, toggle, theme, save, store } = await openSettings();
    await user.click(toggle('SMS notifications'));
    await user.click(toggle('Email notifications'));
    await user.click(theme('Dark'));
    expect(toggle('SMS notifications')).toBeChecked();
    expect(selectNotificationSettings(store.getState())).toEqual({ email: true, sms: false, push: true });
    expect(selectThemePreference(store.getState())).toBe('system');

    await save();
    expect(selectNotificationSettings(store.getState())).toEqual({ email: false, sms: true, push: true });
    expect(selectThemePreference(store.getState())).toBe('dark');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Settings Saved')).toBeInTheDocument();
    expect(theme('Dark')).toBeChecked();
  });

  it('follows a theme chosen in the header until its own choice is touched', async () => {
    const { user, theme, store } = await openSettings();
    act(() => {
      store.dispatch(themeChosen('light'));
    });
    expect(theme('Light')).toBeChecked();
    await user.click(theme('Dark'));
    act(() => {
      store.dispatch(themeChosen('system'));
    });
    expect(theme('Dark')).toBeChecked();
  });

  it('keeps the saved switches across a reload', async () => {
    const factory = new IDBFactory();
    const store = await makeSavedStore({ referenceDate: TEST_REFERENCE_DATE, factory });
    const { user, toggle, save, unmount } = await openSettings('/admin/profile/settings', store);
    await user.click(toggle('SMS notifications'));
    await save();
    // The toast of the save renders while the save is written: inside act, as a user's click is.
    await act(() => flushSaves(store));
    unmount();

    const reloaded = await makeSavedStore({ referenceDate: TEST_REFERENCE_DATE, factory });
    expect(selectNotificationSettings(reloaded.getState())).toEqual({ email: true, sms: true, push: true });
  });
});
