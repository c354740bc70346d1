import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { persistStore } from 'redux-persist';
import { allNotificationsRead, selectUnreadCount } from '@/features/notifications/notificationsSlice';
import { selectUserById, userStatusEventSent } from '@/features/users/usersSlice';
import { saveNow } from '@/store/idb/tabSync';
import { domainStorageKey } from '@/store/localStorageDomains';
import { memoryStorage, type KeyValueStorage } from '@/store/keyValueStorage';
import { ROOT_STORAGE_KEY, readStoredPreferences } from '@/store/persist';
import { selectStorageNotice } from '@/store/storageSlice';
import { databaseText } from '@/testing/database';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { loadSavedDomains } from './domainLoading';
import { DOMAIN_KEYS, DOMAINS, loadDomains, seedDomainState } from './domains';
import { makeRootStore, whenRehydrated } from './rootStore';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';

const TODAY = '2026-11-23T10:00:00.000Z';

/** What the app does on any page: the root store, with the saved root key read back. */
async function startPage(storage: KeyValueStorage) {
  const store = makeRootStore({ preferences: readStoredPreferences(storage) }, { storage });
  const persistor = persistStore(store);
  await whenRehydrated(store);
  return { store, persistor };
}

/** What entering the admin area adds: the domains join the store, read from the database. */
async function enterAdmin(storage: KeyValueStorage, factory: IDBFactory) {
  const page = await startPage(storage);
  await loadSavedDomains(page.store, { referenceDate: TEST_REFERENCE_DATE, storage, factory });
  await saveNow(page.store);
  return page;
}

const saved = (state: unknown, version = 1) => JSON.stringify({ version, state });
const fixtures = seedDomainState(TEST_REFERENCE_DATE);

describe('admin domains, loaded lazily', () => {
  it('are not in the store of a public page, and none of their sample data is built', async () => {
    const seeds = DOMAIN_KEYS.map((key) => jest.spyOn(DOMAINS[key], 'seed'));
    const { store } = await startPage(memoryStorage());
    expect(Object.keys(store.getState()).sort()).toEqual(['_persist', 'flows', 'preferences', 'storage']);
    for (const seed of seeds) expect(seed).not.toHaveBeenCalled();
    seeds.forEach((seed) => seed.mockRestore());
  });

  it('join the store in one readable action, each from its fixtures', async () => {
    const { store } = await startPage(memoryStorage());
    const actions: string[] = [];
    store.subscribe(() => actions.push('changed'));
    loadDomains(store, { referenceDate: TEST_REFERENCE_DATE });
    expect(actions).toEqual(['changed']);
    for (const key of DOMAIN_KEYS) expect(store.getState()[key]).toEqual(fixtures[key]);
    expect(selectStorageNotice(store.getState())).toBeNull();
  });

  it('a saved admin change survives a reload that starts on a public page', async () => {
    const storage = memoryStorage();
    const factory = new IDBFactory();
    const admin = await enterAdmin(storage, factory);
    admin.store.dispatch(
      userStatusEventSent({
        id: 'USR-001',
        event: { type: 'SUSPEND' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    admin.store.dispatch(allNotificationsRead());
    await saveNow(admin.store);
    const suspended = selectUserById(admin.store.getState(), 'USR-001')!.status;
    expect(suspended).not.toBe(fixtures.users.entities['USR-001']!.status);

    // Reload on "/": the public page leaves the database alone...
    const before = await databaseText(factory);
    const landing = await startPage(storage);
    await landing.persistor.flush();
    expect(await databaseText(factory)).toBe(before);

    // ...and the admin area then finds the change.
    await loadSavedDomains(landing.store, { referenceDate: TEST_REFERENCE_DATE, storage, factory });
    expect(selectUserById(landing.store.getState(), 'USR-001')!.status).toBe(suspended);
    expect(selectUnreadCount(landing.store.getState())).toBe(0);
    expect(selectStorageNotice(landing.store.getState())).toBeNull();
  });

  it.each([
    ['unreadable JSON', '{not json'],
    ['an older version', saved(fixtures.users, 0)],
    ['a newer version', saved(fixtures.users, 2)],
    [
      'a status no machine knows',
      saved({
        ...fixtures.users,
        entities: {
          ...fixtures.users.entities,
          'USR-001': { ...fixtures.users.entities['USR-001']!, status: 'banned' },
        },
      }),
    ],
  ])(
    'users left in local storage with %s fall back alone to their fixtures, with the notice',
    async (_, raw) => {
      const storage = memoryStorage({
        [domainStorageKey('users')]: raw,
        [domainStorageKey('notifications')]: saved({ ids: [], entities: {} }),
      });
      const factory = new IDBFactory();
      const { store } = await enterAdmin(storage, factory);
      expect(store.getState().users).toEqual(fixtures.users);
      expect(selectUnreadCount(store.getState())).toBe(0); // the valid domain was kept
      expect(selectStorageNotice(store.getState())).toBe('recovered');
      // Both moved into the database (the repaired one as its fixtures) and removed from local storage,
      // so the next visit shows no notice.
      expect(storage.getItem(domainStorageKey('users'))).toBeNull();
      expect(storage.getItem(domainStorageKey('notifications'))).toBeNull();
      const next = await enterAdmin(storage, factory);
      expect(selectStorageNotice(next.store.getState())).toBeNull();
      expect(selectUnreadCount(next.store.getState())).toBe(0);
    },
  );

  it('moves domains saved by version 1 (all in the root key) through their own keys into the database', async () => {
    const notifications = { ids: [], entities: {} };
    const storage = memoryStorage({
      [ROOT_STORAGE_KEY]: JSON.stringify({
        preferences: JSON.stringify({ theme: 'dark', language: 'en' }),
        notifications: JSON.stringify(notifications),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    });
    const factory = new IDBFactory();
    const { store, persistor } = await enterAdmin(storage, factory);
    await persistor.flush();
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(storage.getItem(domainStorageKey('notifications'))).toBeNull();
    expect(Object.keys(JSON.parse(storage.getItem(ROOT_STORAGE_KEY)!) as object).sort()).toEqual([
      '_persist',
      'preferences',
    ]);
    const next = await enterAdmin(memoryStorage(), factory);
    expect(next.store.getState().notifications).toEqual(notifications);
  });

  it('loading twice changes nothing', () => {
    const store = makeRootStore();
    loadDomains(store, { referenceDate: TEST_REFERENCE_DATE });
    const state = store.getState();
    loadDomains(store, { referenceDate: new Date('2030-01-01') });
    expect(store.getState()).toBe(state);
  });
});
