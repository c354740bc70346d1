import { persistStore } from 'redux-persist';
import { allNotificationsRead, selectUnreadCount } from '@/features/notifications/notificationsSlice';
import { userStatusEventSent } from '@/features/users/usersSlice';
import { memoryStorage, type KeyValueStorage } from '@/store/keyValueStorage';
import { ROOT_STORAGE_KEY, readStoredPreferences } from '@/store/persist';
import { selectLanguage, selectThemePreference, themeChosen } from '@/store/preferencesSlice';
import { sampleDataReset } from '@/store/sharedActions';
import { selectStorageNotice } from '@/store/storageSlice';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { makeRootStore } from './rootStore';
import { makeStore } from './store';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';

const TODAY = '2026-11-23T10:00:00.000Z';

/** A store of preferences only, as a public page starts, resolved once the saved root is read back. */
async function publicStore(storage: KeyValueStorage) {
  const store = makeRootStore({ preferences: readStoredPreferences(storage) }, { storage });
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const p = persistStore(store, null, () => resolve(p));
  });
  return { store, persistor };
}

/** redux-persist's format: a JSON object whose values are JSON strings. */
const persisted = (slices: Record<string, unknown>, version = 2) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(slices).map(([k, v]) => [k, JSON.stringify(v)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });

describe('makeStore', () => {
  it('loads every domain from the fixtures and accepts preloaded state over them', () => {
    const store = makeStore(
      { preferences: { theme: 'dark', language: 'fr' }, notifications: { ids: [], entities: {} } },
      { referenceDate: TEST_REFERENCE_DATE },
    );
    expect(selectThemePreference(store.getState())).toBe('dark');
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(store.getState().users.ids).toHaveLength(85);
  });

  it('keeps stores apart: a domain loaded into one store is not in another', () => {
    makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
    const root = makeRootStore();
    expect(Object.keys(root.getState()).sort()).toEqual(['flows', 'preferences', 'storage']);
  });

  it('"reset sample data" restores every domain from the fixtures', () => {
    const store = makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
    const { storage: _notice, preferences, ...before } = store.getState();
    store.dispatch(
      userStatusEventSent({
        id: 'USR-001',
        event: { type: 'SUSPEND' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    store.dispatch(allNotificationsRead());
    store.dispatch(sampleDataReset({ referenceDate: TEST_REFERENCE_DATE.toISOString() }));
    const { storage: _after, preferences: preferencesAfter, ...after } = store.getState();
    expect(after).toEqual(before);
    expect(preferencesAfter).toEqual(preferences);
  });
});

describe('saved preferences', () => {
  it('round-trip through storage and are read back synchronously before the first render', async () => {
    const storage = memoryStorage();
    const first = await publicStore(storage);
    first.store.dispatch(themeChosen('dark'));
    await first.persistor.flush();
    expect(readStoredPreferences(storage)).toEqual({ theme: 'dark', language: 'en' });

    const second = await publicStore(storage);
    expect(selectThemePreference(second.store.getState())).toBe('dark');
    expect(selectStorageNotice(second.store.getState())).toBeNull();
    // The notice itself is never stored, and neither is any domain.
    expect(Object.keys(JSON.parse(storage.getItem(ROOT_STORAGE_KEY)!) as object).sort()).toEqual([
      '_persist',
      'preferences',
    ]);
  });

  it('start from the defaults with a notice when the stored JSON is unreadable', async () => {
    const { store } = await publicStore(memoryStorage({ [ROOT_STORAGE_KEY]: '{not json' }));
    expect(selectThemePreference(store.getState())).toBe('system');
    expect(selectStorageNotice(store.getState())).toBe('recovered');
  });

  it('are dropped when tampered with, with the notice', async () => {
    const storage = memoryStorage({
      [ROOT_STORAGE_KEY]: persisted({ preferences: { theme: 'purple', language: 'xx' } }),
    });
    expect(readStoredPreferences(storage)).toEqual({ theme: 'system', language: 'en' });
    const { store } = await publicStore(storage);
    expect(selectThemePreference(store.getState())).toBe('system');
    expect(selectLanguage(store.getState())).toBe('en');
    expect(selectStorageNotice(store.getState())).toBe('recovered');
  });

  it('written by a newer version of the app are ignored', async () => {
    const storage = memoryStorage({
      [ROOT_STORAGE_KEY]: persisted({ preferences: { theme: 'dark', language: 'de' } }, 99),
    });
    expect(readStoredPreferences(storage)).toEqual({ theme: 'system', language: 'en' });
    const { store } = await publicStore(storage);
    expect(selectThemePreference(store.getState())).toBe('system');
    expect(selectStorageNotice(store.getState())).toBe('recovered');
  });

  it('from an older version are migrated', async () => {
    const storage = memoryStorage({
      [ROOT_STORAGE_KEY]: persisted({ preferences: { theme: 'light', language: 'es' } }, 0),
    });
    expect(readStoredPreferences(storage).language).toBe('es');
    const { store } = await publicStore(storage);
    expect(selectLanguage(store.getState())).toBe('es');
    expect(selectStorageNotice(store.getState())).toBeNull();
  });
});
