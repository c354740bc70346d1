import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOMAIN_KEYS } from '@/app/domains';
import { makeSavedStore, makeStore } from '@/app/store';
import { connect } from '@/store/idb/database';
import { readDomain } from '@/store/idb/domainStore';
import { lastDownload } from '@/testing/downloads';
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
    act(() => {
      store.dispatch(notificationSettingsSaved(CHANGED));
    });

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
    const [name, text, type] = lastDownload();
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

  it('writes an import and a reset to the browser database before it says they are done', async () => {
    const factory = new IDBFactory();
    const store = await makeSavedStore({ referenceDate: TEST_REFERENCE_DATE, factory });
    const saved = async (domain: 'profile' | 'users') => {
      const read = await readDomain(await connect(factory, DOMAIN_KEYS).db(), domain, () => true);
      return read.found === 'usable' ? read.state : read.found;
    };
    const other = makeStore({}, { referenceDate: TEST_REFERENCE_DATE });
    other.dispatch(notificationSettingsSaved(CHANGED));
    const { user, section, importFile } = await openDataTools(store);

    await importFile('backup.json', exportOf(other));
    await screen.findByText('Data imported');
    expect(await saved('profile')).toEqual(other.getState().profile);
    expect(await saved('users')).toEqual(other.getState().users);

    await user.click(within(section).getByRole('button', { name: 'Reset sample data' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByText('Sample data restored');
    expect((await saved('profile')) as { notifications: unknown }).toMatchObject({
      notifications: DEFAULTS,
    });
  });
});

describe('what the browser holds', () => {
  const storage = (persist: boolean) => ({
    estimate: jest.fn().mockResolvedValue({ usage: 1_234_567, quota: 2_500_000_000 }),
    persisted: jest.fn().mockResolvedValue(false),
    persist: jest.fn().mockResolvedValue(persist),
  });
  const give = (manager: ReturnType<typeof storage> | undefined) =>
    Object.defineProperty(navigator, 'storage', { value: manager, configurable: true });
  afterEach(() => give(undefined));

  it.each([
    [true, 'The browser agreed to keep the data.'],
    [false, 'The browser did not agree: it may still clear the data when space runs low.'],
  ])('shows the usage, and asks to keep the data (the browser agrees: %s)', async (agrees, said) => {
    const manager = storage(agrees);
    give(manager);
    const { user, section } = await openDataTools();
    expect(
      await within(section).findByText(
        'This browser holds 1.2 MB for the back office, of the 2.5 GB it allows.',
      ),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('The browser may clear this data when space runs low.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ask the browser to keep the data' }));
    expect(manager.persist).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent(said));
    if (agrees) {
      expect(within(section).getByText(/it will not clear it to free space/)).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Ask the browser to keep the data' })).toBeNull();
    }
  });

  it('says so where the browser gives no estimate, and offers no button', async () => {
    const { section } = await openDataTools();
    expect(
      await within(section).findByText('This browser does not say how much it holds for the back office.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Ask the browser to keep the data' })).toBeNull();
  });
});
