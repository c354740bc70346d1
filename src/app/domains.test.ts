import { persistStore } from 'redux-persist';
import { allNotificationsRead, selectUnreadCount } from '@/features/notifications/notificationsSlice';
import { selectUserById, userStatusEventSent } from '@/features/users/usersSlice';
import { domainStorageKey } from '@/store/domainPersistence';
import { memoryStorage, type KeyValueStorage } from '@/store/keyValueStorage';
import { ROOT_STORAGE_KEY, readStoredPreferences } from '@/store/persist';
import { selectStorageNotice } from '@/store/storageSlice';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { DOMAIN_KEYS, DOMAINS, flushSavedDomains, loadDomains, seedDomainState } from './domains';
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

/** What entering the admin area adds: the domains join the store. */
async function enterAdmin(storage: KeyValueStorage) {
  const page = await startPage(storage);
  loadDomains(page.store, { referenceDate: TEST_REFERENCE_DATE, storage });
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

  it('a stored admin change survives a reload that starts on a public page', async () => {
    const storage = memoryStorage();
    const admin = await enterAdmin(storage);
    admin.store.dispatch(
      userStatusEventSent({
        id: 'USR-001',
        event: { type: 'SUSPEND' },
        today: TODAY,
        by: SIGNED_IN_ADMIN_ID,
      }),
    );
    admin.store.dispatch(allNotificationsRead());
    flushSavedDomains(admin.store);
    const suspended = selectUserById(admin.store.getState(), 'USR-001')!.status;
    expect(suspended).not.toBe(fixtures.users.entities['USR-001']!.status);

    // Reload on "/": the public page leaves the domains' keys alone...
    const before = storage.getItem(domainStorageKey('users'));
    const landing = await startPage(storage);
    await landing.persistor.flush();
    expect(storage.getItem(domainStorageKey('users'))).toBe(before);

    // ...and the admin area then finds the change.
    loadDomains(landing.store, { referenceDate: TEST_REFERENCE_DATE, storage });
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
  ])('a stored users slice with %s falls back alone to its fixtures, with the notice', async (_, raw) => {
    const storage = memoryStorage({
      [domainStorageKey('users')]: raw,
      [domainStorageKey('notifications')]: saved({ ids: [], entities: {} }),
    });
    const { store } = await enterAdmin(storage);
    expect(store.getState().users).toEqual(fixtures.users);
    expect(selectUnreadCount(store.getState())).toBe(0); // the valid slice was kept
    expect(selectStorageNotice(store.getState())).toBe('recovered');
    // The repaired slice is saved, so the next visit shows no notice.
    expect(JSON.parse(storage.getItem(domainStorageKey('users'))!)).toEqual({
      version: 1,
      state: fixtures.users,
    });
    const next = await enterAdmin(storage);
    expect(selectStorageNotice(next.store.getState())).toBeNull();
  });

  it('moves domains saved by version 1 (all in the root key) to their own keys', async () => {
    const notifications = { ids: [], entities: {} };
    const storage = memoryStorage({
      [ROOT_STORAGE_KEY]: JSON.stringify({
        preferences: JSON.stringify({ theme: 'dark', language: 'en' }),
        notifications: JSON.stringify(notifications),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    });
    const { store, persistor } = await enterAdmin(storage);
    await persistor.flush();
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(JSON.parse(storage.getItem(domainStorageKey('notifications'))!)).toEqual({
      version: 1,
      state: notifications,
    });
    expect(Object.keys(JSON.parse(storage.getItem(ROOT_STORAGE_KEY)!) as object).sort()).toEqual([
      '_persist',
      'preferences',
    ]);
  });

  it('loading twice changes nothing', () => {
    const store = makeRootStore();
    loadDomains(store, { referenceDate: TEST_REFERENCE_DATE });
    const state = store.getState();
    loadDomains(store, { referenceDate: new Date('2030-01-01') });
    expect(store.getState()).toBe(state);
  });
});
