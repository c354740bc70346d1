import { persistStore } from 'redux-persist';
import { flushSavedDomains, loadDomains, seedDomainState } from './domains';
import { makeRootStore, whenRehydrated } from './rootStore';
import { makeStore } from './store';
import { allNotificationsRead, selectUnreadCount } from '@/features/notifications/notificationsSlice';
import { userStatusEventSent } from '@/features/users/usersSlice';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { domainStorageKey } from '@/store/domainPersistence';
import { memoryStorage, storageWithQuota, type KeyValueStorage } from '@/store/keyValueStorage';
import { ROOT_STORAGE_KEY } from '@/store/persist';
import {
  savingFailed,
  selectRestoredDomains,
  selectStorageNotice,
  selectStorageNotices,
} from '@/store/storageSlice';

const fixtures = seedDomainState(TEST_REFERENCE_DATE);
const saved = (state: unknown, version = 1) => JSON.stringify({ version, state });
const stored = (storage: KeyValueStorage, domain: string) =>
  JSON.parse(storage.getItem(domainStorageKey(domain))!) as { version: number; state: unknown };
/** A valid saved notifications slice that differs from the fixtures: everything read. */
const NOTHING_UNREAD = saved({ ids: [], entities: {} });

const load = (storage: KeyValueStorage) =>
  makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE, storage });
const suspendFirstUser = (store: ReturnType<typeof makeStore>) =>
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

describe('storage faults, with a real store', () => {
  it('jobs saved before postedBy are migrated, not reset, and written back at the new version', () => {
    const storage = memoryStorage({
      [domainStorageKey('jobs')]: saved(jobsBeforePostedBy(), 1),
      [domainStorageKey('notifications')]: NOTHING_UNREAD,
    });
    const store = load(storage);
    const first = store.getState().jobs.entities[fixtures.jobs.ids[0]!]!;
    expect(first.title).toBe('Retitled before the update');
    expect(Object.values(store.getState().jobs.entities).every((job) => job!.postedBy === null)).toBe(true);
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectStorageNotice(store.getState())).toBeNull();
    expect(stored(storage, 'jobs')).toEqual({ version: 2, state: store.getState().jobs });
  });

  it('jobs kept in the root key by app version 1 reach their own key in their old format, then migrate', async () => {
    const storage = memoryStorage({
      [ROOT_STORAGE_KEY]: JSON.stringify({
        jobs: JSON.stringify(jobsBeforePostedBy()),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    });
    const store = makeRootStore({}, { storage });
    persistStore(store);
    await whenRehydrated(store);
    expect(stored(storage, 'jobs').version).toBe(1);
    loadDomains(store, { referenceDate: TEST_REFERENCE_DATE, storage });
    expect(store.getState().jobs.entities[fixtures.jobs.ids[0]!]!.title).toBe('Retitled before the update');
    expect(selectStorageNotice(store.getState())).toBeNull();
    expect(stored(storage, 'jobs').version).toBe(2);
  });

  it.each([
    ['unreadable JSON', '{oops'],
    ['a status no machine knows', saved(jobsWith({ status: 'teleported' }), 2)],
    ['a missing part (no brokers)', saved({ ids: [], entities: {} }, 2)],
  ])('a jobs slice with %s gets its fixtures alone, and the notice names it', (_, raw) => {
    const storage = memoryStorage({
      [domainStorageKey('jobs')]: raw,
      [domainStorageKey('notifications')]: NOTHING_UNREAD,
    });
    const store = load(storage);
    expect(store.getState().jobs).toEqual(fixtures.jobs);
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectStorageNotices(store.getState())).toEqual(['recovered']);
    expect(selectRestoredDomains(store.getState())).toEqual(['jobs']);
    expect(stored(storage, 'jobs')).toEqual({ version: 2, state: fixtures.jobs });
    // Told once: the repaired slice was saved, so the next visit is quiet.
    expect(selectStorageNotice(load(storage).getState())).toBeNull();
  });

  it('a slice never saved (its key missing) starts from its fixtures, quietly, beside saved ones', () => {
    const storage = memoryStorage({ [domainStorageKey('notifications')]: NOTHING_UNREAD });
    const store = load(storage);
    expect(store.getState().jobs).toEqual(fixtures.jobs);
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectStorageNotice(store.getState())).toBeNull();
  });

  it('storage disabled: the fixtures, "changes will not be kept", and changes still work', () => {
    const denied = () => {
      throw new DOMException('Access is denied.', 'SecurityError');
    };
    const store = load({ getItem: denied, setItem: denied, removeItem: denied });
    expect(store.getState().users).toEqual(fixtures.users);
    expect(selectStorageNotices(store.getState())).toEqual(['unavailable']);
    store.dispatch(allNotificationsRead());
    expect(() => flushSavedDomains(store)).not.toThrow();
    expect(selectUnreadCount(store.getState())).toBe(0);
    // Failing writes add nothing: the administrator was already told.
    expect(selectStorageNotices(store.getState())).toEqual(['unavailable']);
  });

  it('a full storage: the app runs on, says once that changes are not saved, retries, and clears', () => {
    const { storage, quota, items } = storageWithQuota();
    const store = load(storage);
    const dispatch = jest.spyOn(store, 'dispatch');
    const told = () => dispatch.mock.calls.filter(([action]) => savingFailed.match(action));
    quota.full = true;
    suspendFirstUser(store);
    flushSavedDomains(store);
    expect(selectStorageNotices(store.getState())).toEqual(['notSaving']);
    expect(items.has(domainStorageKey('users'))).toBe(false);

    // Still full: the next change is tried again, and not announced again.
    const writes = quota.writes;
    store.dispatch(allNotificationsRead());
    flushSavedDomains(store);
    expect(quota.writes).toBeGreaterThan(writes);
    expect(told()).toHaveLength(1);

    // Room again: the next write saves every waiting change, and the notice goes.
    quota.full = false;
    flushSavedDomains(store);
    expect(selectStorageNotice(store.getState())).toBeNull();
    const reloaded = load(storage);
    expect(reloaded.getState().users).toEqual(store.getState().users);
    expect(selectUnreadCount(reloaded.getState())).toBe(0);
  });

  it('a full storage while saving a repaired slice on load raises the same notice', () => {
    const { storage, quota } = storageWithQuota({ [domainStorageKey('users')]: '{oops' });
    quota.full = true;
    const store = load(storage);
    expect(selectStorageNotices(store.getState())).toEqual(['notSaving', 'recovered']);
  });
});

function jobsWith(change: Record<string, unknown>) {
  const [firstId] = fixtures.jobs.ids;
  return {
    ...fixtures.jobs,
    entities: { ...fixtures.jobs.entities, [firstId!]: { ...fixtures.jobs.entities[firstId!]!, ...change } },
  };
}
