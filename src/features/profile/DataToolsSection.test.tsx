import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '@/app/store';
import { downloadText } from '@/lib/download';
import { exportData, registeredDomains } from '@/store/dataTransfer';
import { renderRoute, TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { notificationSettingsSaved, selectNotificationSettings } from './profileSlice';

jest.mock('@/lib/download', () => ({
  downloadText: jest.fn(),
  fileDate: () => '2026-06-15',
}));

const DEFAULTS = { email: true, sms: false, push: true };
const CHANGED = { email: false, sms: true, push: false };

async function openDataTools(store = makeStore({}, { referenceDate: TEST_REFERENCE_DATE })) {
  const user = userEvent.setup();
  const rendered = renderRoute('/admin/profile/settings', { store });
  const section = await screen.findByRole('region', { name: 'Data tools' });
  const importFile = (name: string, text: string) =>
    user.upload(
      within(section).getByTestId('import-data-file'),
      new File([text], name, { type: 'application/json' }),
    );
  return { user, section, importFile, ...rendered };
}

const exportOf = (store: ReturnType<typeof makeStore>) =>
  exportData(store.getState() as never, Object.keys(registeredDomains(store)));

describe('Data tools', () => {
  it('asks before resetting: Cancel keeps the data, Reset restores the sample data and says so', async () => {
    const { user, section, store } = await openDataTools();
    store.dispatch(notificationSettingsSaved(CHANGED));

    await user.click(within(section).getByRole('button', { name: 'Reset sample data' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset sample data?' });
    expect(dialog).toHaveAccessibleDescription(/Export data first to keep a copy/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(selectNotificationSettings(store.getState())).toEqual(CHANGED);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(section).getByRole('button', { name: 'Reset sample data' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(selectNotificationSettings(store.getState())).toEqual(DEFAULTS);
    expect(await screen.findByText('Sample data restored')).toBeInTheDocument();
  });

  it('exports the whole state as one JSON file named with the date', async () => {
    const { user, section, store } = await openDataTools();
    await user.click(within(section).getByRole('button', { name: 'Export data' }));
    const [name, text, type] = jest.mocked(downloadText).mock.lastCall!;
    expect(name).toBe('freight-backoffice-2026-06-15.json');
    expect(type).toBe('application/json');
    const file = JSON.parse(text);
    expect(file.format).toBe('freight-backoffice');
    expect(file.domains.profile.state).toEqual(store.getState().profile);
    expect(await screen.findByText('Data exported')).toBeInTheDocument();
  });

  it('imports a file made by Export data: all the data comes from it', async () => {
    const other = makeStore({}, { referenceDate: TEST_REFERENCE_DATE });
    other.dispatch(notificationSettingsSaved(CHANGED));
    const { section, importFile, store } = await openDataTools();
    await importFile('backup.json', exportOf(other));
    expect(await screen.findByText('Data imported')).toBeInTheDocument();
    expect(selectNotificationSettings(store.getState())).toEqual(CHANGED);
    expect(store.getState().users).toEqual(other.getState().users);
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a bad or foreign file, says why, and changes nothing', async () => {
    const { section, importFile, store } = await openDataTools();
    const before = store.getState();

    await importFile('notes.json', 'not json at all');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported');
    expect(alert).toHaveTextContent(/notes\.json.* is not a JSON file, or it is damaged\./);

    await importFile('package.json', '{"name":"freight","version":"1.0.0"}');
    expect(
      await within(section).findByText(/package\.json.* was not made by Export data/),
    ).toBeInTheDocument();

    const file = JSON.parse(exportOf(store));
    file.domains.jobs.version = 99;
    await importFile('future.json', JSON.stringify(file));
    expect(
      await within(section).findByText(/The Jobs section of .*future\.json.* was saved by a newer version/),
    ).toBeInTheDocument();

    expect(store.getState().users).toBe(before.users);
    expect(store.getState().jobs).toBe(before.jobs);
    expect(store.getState().profile).toBe(before.profile);
  });
});
