import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { persistStore } from 'redux-persist';
import { allNotificationsRead, selectUnreadCount } from '@/features/notifications/notificationsSlice';
import { userStatusEventSent } from '@/features/users/usersSlice';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { connect } from '@/store/idb/database';
import { saveDomains } from '@/store/idb/domainStore';
import { saveNow } from '@/store/idb/tabSync';
import { memoryStorage, type KeyValueStorage } from '@/store/keyValueStorage';
import { domainStorageKey } from '@/store/localStorageDomains';
import { ROOT_STORAGE_KEY } from '@/store/persist';
import {
  savingFailed,
  selectRestoredDomains,
  selectStorageNotice,
  selectStorageNotices,
} from '@/store/storageSlice';
import { loadSavedDomains } from './domainLoading';
import { DOMAIN_KEYS, seedDomainState } from './domains';
import { makeRootStore, whenRehydrated } from './rootStore';
import { makeSavedStore } from './store';

const fixtures = seedDomainState(TEST_REFERENCE_DATE);
const NOTHING_UNREAD = { ids: [], entities: {} };

/** The admin area entered: every domain read from `factory`'s database; the first saves done. */
async function enter(factory: IDBFactory | null, storage: KeyValueStorage = memoryStorage()) {
  const store = await makeSavedStore({ referenceDate: TEST_REFERENCE_DATE, factory, storage });
  await saveNow(store);
  return store;
}

/** The database as another program (or a person with the developer tools) left it. */
async function database(factory: IDBFactory) {
  return connect(factory, DOMAIN_KEYS).db();
}

/** `states` saved as the app saves them (whole, at revision 1), then `meta` versions set as given. */
async function saved(
  factory: IDBFactory,
  states: Record<string, unknown>,
  versions: Record<string, number> = {},
) {
  const db = await database(factory);
  await saveDomains(
    db,
    Object.entries(states).map(([domain, after]) => ({ domain, after, revision: 1 })),
  );
  for (const [domain, version] of Object.entries(versions))
    await db.put('meta', { version, revision: 1 }, domain);
  return db;
}

const suspendFirstUser = (store: Awaited<ReturnType<typeof enter>>) =>
  store.dispatch(
    userStatusEventSent({
      id: 'USR-001',
      event: { type: 'SUSPEND' },
      today: '2026-06-15T12:00:00.000Z',
      by: SIGNED_IN_ADMIN_ID,
    }),
  );

/** Jobs as saved before `postedBy` existed (jobs domain version 1), one retitled by the administrator. */
function jobsBeforePostedBy() {
  const entities = Object.fromEntries(
    Object.entries(fixtures.jobs.entities).map(([id, job]) => {
      const { postedBy: _postedBy, ...old } = job!;
      return [id, id === fixtures.jobs.ids[0] ? { ...old, title: 'Retitled before the update' } : old];
    }),
  );
  return { ...fixtures.jobs, entities };
}

const quotaExceeded = () => {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
};

describe('storage faults, with a real store on IndexedDB', () => {
  it('jobs saved before postedBy are migrated, not reset, and written back at the new version', async () => {
    const factory = new IDBFactory();
    await saved(factory, { jobs: jobsBeforePostedBy(), notifications: NOTHING_UNREAD }, { jobs: 1 });
    const store = await enter(factory);
    const first = store.getState().jobs.entities[fixtures.jobs.ids[0]!]!;
    expect(first.title).toBe('Retitled before the update');
    expect(Object.values(store.getState().jobs.entities).every((job) => job!.postedBy === null)).toBe(true);
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectStorageNotice(store.getState())).toBeNull();
    expect(await (await database(factory)).get('meta', 'jobs')).toEqual({ version: 2, revision: 2 });
  });

  it('jobs kept in the root key by app version 1 reach the database through their old format, migrated', async () => {
    const storage = memoryStorage({
      [ROOT_STORAGE_KEY]: JSON.stringify({
        jobs: JSON.stringify(jobsBeforePostedBy()),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    });
    const store = makeRootStore({}, { storage });
    persistStore(store);
    await whenRehydrated(store);
    expect(JSON.parse(storage.getItem(domainStorageKey('jobs'))!).version).toBe(1);
    const factory = new IDBFactory();
    await loadSavedDomains(store, { factory, storage, referenceDate: TEST_REFERENCE_DATE });
    await saveNow(store);
    expect(store.getState().jobs.entities[fixtures.jobs.ids[0]!]!.title).toBe('Retitled before the update');
    expect(selectStorageNotice(store.getState())).toBeNull();
    expect(storage.getItem(domainStorageKey('jobs'))).toBeNull();
    expect(await (await database(factory)).get('meta', 'jobs')).toMatchObject({ version: 2 });
  });

  it.each([
    [
      'a record with a status no machine knows',
      (db: Awaited<ReturnType<typeof database>>) => {
        const [id] = fixtures.jobs.ids;
        return db.put('jobs', { ...fixtures.jobs.entities[id!]!, status: 'teleported' }, id!);
      },
    ],
    [
      'a missing part (no brokers)',
      (db: Awaited<ReturnType<typeof database>>) => db.put('frames', { ids: fixtures.jobs.ids }, 'jobs'),
    ],
    ['an unreadable meta', (db: Awaited<ReturnType<typeof database>>) => db.put('meta', '{oops', 'jobs')],
    [
      'a version from a newer app',
      (db: Awaited<ReturnType<typeof database>>) => db.put('meta', { version: 99, revision: 1 }, 'jobs'),
    ],
  ])('jobs with %s get their fixtures alone, and the notice names them', async (_, tamper) => {
    const factory = new IDBFactory();
    const db = await saved(factory, { jobs: fixtures.jobs, notifications: NOTHING_UNREAD });
    await tamper(db);
    const store = await enter(factory);
    expect(store.getState().jobs).toEqual(fixtures.jobs);
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectStorageNotices(store.getState())).toEqual(['recovered']);
    expect(selectRestoredDomains(store.getState())).toEqual(['jobs']);
    // Told once: the repaired domain was saved whole, so the next visit is quiet.
    const next = await enter(factory);
    expect(selectStorageNotice(next.getState())).toBeNull();
    expect(next.getState().jobs).toEqual(fixtures.jobs);
  });

  it('a domain never saved starts from its fixtures, quietly, beside saved ones', async () => {
    const factory = new IDBFactory();
    await saved(factory, { notifications: NOTHING_UNREAD });
    const store = await enter(factory);
    expect(store.getState().jobs).toEqual(fixtures.jobs);
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectStorageNotice(store.getState())).toBeNull();
  });

  it.each([
    ['missing', () => null],
    [
      'refused (a private window)',
      () => {
        const factory = new IDBFactory();
        jest.spyOn(factory, 'open').mockImplementation(() => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        });
        return factory;
      },
    ],
  ])(
    'IndexedDB %s: the fixtures in memory, "changes will not be kept", and changes still work',
    async (_, make) => {
      const store = await enter(make());
      expect(store.getState().users).toEqual(fixtures.users);
      expect(selectStorageNotices(store.getState())).toEqual(['unavailable']);
      store.dispatch(allNotificationsRead());
      await expect(saveNow(store)).resolves.toBeUndefined();
      expect(selectUnreadCount(store.getState())).toBe(0);
      expect(selectStorageNotices(store.getState())).toEqual(['unavailable']);
    },
  );

  it('a full database: the app runs on, says once that changes are not saved, retries, and clears', async () => {
    const factory = new IDBFactory();
    const store = await enter(factory);
    const dispatch = jest.spyOn(store, 'dispatch');
    const told = () => dispatch.mock.calls.filter(([action]) => savingFailed.match(action));
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(quotaExceeded);
    suspendFirstUser(store);
    await saveNow(store);
    expect(selectStorageNotices(store.getState())).toEqual(['notSaving']);

    // Still full: the next change is tried again, with the first, and not announced again.
    const tries = put.mock.calls.length;
    store.dispatch(allNotificationsRead());
    await saveNow(store);
    expect(put.mock.calls.length).toBeGreaterThan(tries);
    expect(told()).toHaveLength(1);

    // Room again: the next save writes every waiting change, and the notice goes.
    put.mockRestore();
    await saveNow(store);
    expect(selectStorageNotice(store.getState())).toBeNull();
    const reloaded = await enter(factory);
    expect(reloaded.getState().users).toEqual(store.getState().users);
    expect(selectUnreadCount(reloaded.getState())).toBe(0);
  });

  it('a full database while saving a repaired domain on load raises the same notice', async () => {
    const factory = new IDBFactory();
    const db = await saved(factory, { users: fixtures.users });
    await db.put('meta', 'garbage', 'users');
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(quotaExceeded);
    const store = await enter(factory);
    put.mockRestore();
    expect(selectStorageNotices(store.getState())).toEqual(['notSaving', 'recovered']);
  });
});
