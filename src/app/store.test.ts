import { persistStore, type Storage } from 'redux-persist';
import { allNotificationsRead, selectUnreadCount } from '@/features/notifications/notificationsSlice';
import { selectUserById, userStatusEventSent } from '@/features/users/usersSlice';
import { sampleDataReset } from '@/store/sharedActions';
import { PERSIST_KEY } from '@/store/persist';
import { selectLanguage, selectThemePreference, themeChosen } from '@/store/preferencesSlice';
import { selectStorageNotice } from '@/store/storageSlice';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { makeStore, seedDomainState } from './store';

const ITEM = `persist:${PERSIST_KEY}`;

/** A storage that keeps items in memory, as local storage would. */
function memoryStorage(initial: Record<string, string> = {}): Storage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
}

/** A store on `storage`, resolved once rehydration from it is done. */
async function loadedStore(storage: Storage) {
  const store = makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE, storage });
  const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
    const p = persistStore(store, null, () => resolve(p));
  });
  return { store, persistor };
}

/** redux-persist's format: a JSON object whose values are JSON strings. */
const persisted = (slices: Record<string, unknown>, version = 1) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(slices).map(([k, v]) => [k, JSON.stringify(v)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
  });

describe('makeStore', () => {
  it('seeds every domain from the fixtures and accepts preloaded state over them', () => {
    const store = makeStore(
      { preferences: { theme: 'dark', language: 'fr' } },
      { referenceDate: TEST_REFERENCE_DATE },
    );
    expect(selectThemePreference(store.getState())).toBe('dark');
    expect(selectUnreadCount(store.getState())).toBe(6);
  });
});

describe('persistence', () => {
  it('round-trips preferences and domain changes through storage', async () => {
    const storage = memoryStorage();
    const first = await loadedStore(storage);
    first.store.dispatch(themeChosen('dark'));
    first.store.dispatch(allNotificationsRead());
    await first.persistor.flush();
    expect(JSON.parse(storage.items.get(ITEM)!)).toHaveProperty('preferences');

    const second = await loadedStore(storage);
    expect(selectThemePreference(second.store.getState())).toBe('dark');
    expect(selectUnreadCount(second.store.getState())).toBe(0);
    expect(selectStorageNotice(second.store.getState())).toBeNull();
    // The notice itself is never stored.
    expect(JSON.parse(storage.items.get(ITEM)!)).not.toHaveProperty('storage');
  });

  it('starts from the fixtures with a notice when the stored JSON is unreadable', async () => {
    const { store } = await loadedStore(memoryStorage({ [ITEM]: '{not json' }));
    expect(selectThemePreference(store.getState())).toBe('system');
    expect(selectUnreadCount(store.getState())).toBe(6);
    expect(selectStorageNotice(store.getState())).toBe('recovered');
  });

  it('drops a tampered slice, keeps the valid ones, and shows the notice', async () => {
    const storage = memoryStorage({
      [ITEM]: persisted({
        preferences: { theme: 'purple', language: 'xx' },
        notifications: { ids: [], entities: {} },
      }),
    });
    const { store } = await loadedStore(storage);
    expect(selectThemePreference(store.getState())).toBe('system');
    expect(selectLanguage(store.getState())).toBe('en');
    expect(selectUnreadCount(store.getState())).toBe(0); // the valid (empty) notifications were kept
    expect(selectStorageNotice(store.getState())).toBe('recovered');
  });

  it('ignores state written by a newer version of the app', async () => {
    const storage = memoryStorage({
      [ITEM]: persisted({ preferences: { theme: 'dark', language: 'de' } }, 99),
    });
    const { store } = await loadedStore(storage);
    expect(selectThemePreference(store.getState())).toBe('system');
    expect(selectStorageNotice(store.getState())).toBe('recovered');
  });

  it('migrates state from an older version', async () => {
    const storage = memoryStorage({
      [ITEM]: persisted({ preferences: { theme: 'light', language: 'es' } }, 0),
    });
    const { store } = await loadedStore(storage);
    expect(selectLanguage(store.getState())).toBe('es');
    expect(selectStorageNotice(store.getState())).toBeNull();
  });
});

describe('domain data', () => {
  it('an admin change survives a reload', async () => {
    const storage = memoryStorage();
    const first = await loadedStore(storage);
    first.store.dispatch(userStatusEventSent({ id: 'USR-001', event: { type: 'SUSPEND' } }));
    const suspended = selectUserById(first.store.getState(), 'USR-001')?.status;
    await first.persistor.flush();

    const second = await loadedStore(storage);
    expect(selectUserById(second.store.getState(), 'USR-001')?.status).toBe(suspended);
    expect(selectStorageNotice(second.store.getState())).toBeNull();
  });

  it('a stored status that is not a state of its machine falls back to the fixtures, with the notice', async () => {
    const seed = seedDomainState(TEST_REFERENCE_DATE);
    const users = seed.users;
    const tampered = {
      ...users,
      entities: { ...users.entities, 'USR-001': { ...users.entities['USR-001']!, status: 'banned' } },
    };
    const storage = memoryStorage({
      [ITEM]: persisted({ users: tampered, notifications: { ids: [], entities: {} } }),
    });
    const { store } = await loadedStore(storage);
    expect(store.getState().users).toEqual(users);
    expect(selectUnreadCount(store.getState())).toBe(0); // the valid slice was kept
    expect(selectStorageNotice(store.getState())).toBe('recovered');
  });

  it('"reset sample data" restores every domain from the fixtures', () => {
    const store = makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });
    const { storage: _notice, preferences, ...before } = store.getState();
    store.dispatch(userStatusEventSent({ id: 'USR-001', event: { type: 'SUSPEND' } }));
    store.dispatch(allNotificationsRead());
    store.dispatch(sampleDataReset({ referenceDate: TEST_REFERENCE_DATE.toISOString() }));
    const { storage: _after, preferences: preferencesAfter, ...after } = store.getState();
    expect(after).toEqual(before);
    expect(preferencesAfter).toEqual(preferences);
  });
});
