import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { domainStorageKey } from '@/store/localStorageDomains';
import { connect } from '@/store/idb/database';
import { readDomain, saveDomains } from '@/store/idb/domainStore';
import { recordsOf, tablesOf } from '@/store/idb/layout';
import { memoryStorage } from '@/store/keyValueStorage';
import { selectRestoredDomains, selectStorageNotices } from '@/store/storageSlice';
import { refuseToRead } from '@/testing/database';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { saveNow } from '@/store/idb/tabSync';
import { domainJoined, loadSavedDomains, readAgain } from './domainLoading';
import { DOMAIN_KEYS, seedDomainState, type DomainKey } from './domains';
import { LAYOUT_DOMAINS } from './pageDomains';
import { makeRootStore } from './rootStore';

const fixtures = seedDomainState(TEST_REFERENCE_DATE);
const saved = (state: unknown, version = 1) => JSON.stringify({ version, state });
const NOTHING_UNREAD = { ids: [], entities: {} };

async function enter(factory: IDBFactory | null, storage = memoryStorage()) {
  const store = makeRootStore();
  await loadSavedDomains(store, { factory, storage, referenceDate: TEST_REFERENCE_DATE });
  return store;
}

/** Lets the first save (whole domains, without waiting for changes) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('loading the domains from IndexedDB', () => {
  it('moves domains saved in local storage by the previous version into the database, once', async () => {
    const factory = new IDBFactory();
    const storage = memoryStorage({ [domainStorageKey('notifications')]: saved(NOTHING_UNREAD) });
    const store = await enter(factory, storage);
    expect(store.getState().notifications).toEqual(NOTHING_UNREAD);
    expect(selectStorageNotices(store.getState())).toEqual([]);
    await settle();
    expect(storage.getItem(domainStorageKey('notifications'))).toBeNull();
    const db = await connect(factory, DOMAIN_KEYS).db();
    const read = await readDomain(db, 'notifications', () => true);
    expect(read.found === 'usable' && read.state).toEqual(NOTHING_UNREAD);
    // The next visit reads it from the database.
    expect((await enter(factory, memoryStorage())).getState().notifications).toEqual(NOTHING_UNREAD);
  });

  it('reads the saved domains a batch at a time, pausing after each batch, into the state saved', async () => {
    const factory = new IDBFactory();
    const db = await connect(factory, DOMAIN_KEYS).db();
    const saved = (key: DomainKey) =>
      key === 'notifications' ? NOTHING_UNREAD : key === 'audit' ? { entries: [] } : fixtures[key];
    await saveDomains(
      db,
      DOMAIN_KEYS.map((domain) => ({ domain, after: saved(domain), revision: 1 })),
    );
    const pause = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    const store = makeRootStore();
    await loadSavedDomains(store, {
      factory,
      storage: memoryStorage(),
      referenceDate: TEST_REFERENCE_DATE,
      read: { batchSize: 5, pause },
    });
    // The page's turn after every batch of every domain.
    const batches = DOMAIN_KEYS.map((key) => Math.ceil(recordsOf(saved(key), tablesOf(key)).length / 5));
    expect(pause).toHaveBeenCalledTimes(batches.reduce((sum, n) => sum + n, 0));
    for (const key of DOMAIN_KEYS) expect(store.getState()[key]).toEqual(saved(key));
    expect(Object.isFrozen(store.getState().users.entities[fixtures.users.ids[0]!])).toBe(true);
    expect(selectStorageNotices(store.getState())).toEqual([]);
  });

  it('a domain that fails its check gets its fixtures alone, with the notice naming it', async () => {
    const factory = new IDBFactory();
    const storage = memoryStorage({
      [domainStorageKey('users')]: '{oops',
      [domainStorageKey('notifications')]: saved(NOTHING_UNREAD),
    });
    const store = await enter(factory, storage);
    expect(store.getState().users).toEqual(fixtures.users);
    expect(store.getState().notifications).toEqual(NOTHING_UNREAD);
    expect(selectRestoredDomains(store.getState())).toEqual(['users']);
    await settle();
    // Repaired in the database: the next visit is quiet.
    expect(selectStorageNotices((await enter(factory)).getState())).toEqual([]);
  });

  it('without IndexedDB, or with the database refused, runs on the fixtures and says nothing is kept', async () => {
    const refusing = new IDBFactory();
    jest.spyOn(refusing, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    for (const factory of [null, refusing]) {
      const store = await enter(factory);
      expect(store.getState().users).toEqual(fixtures.users);
      expect(selectStorageNotices(store.getState())).toEqual(['unavailable']);
    }
  });
});

describe('loading the page\u2019s domains first', () => {
  const USER = fixtures.users.ids.find((id) => fixtures.users.entities[id]!.status === 'active')!;

  /** A database holding every domain as the sample data. */
  async function savedFixtures() {
    const factory = new IDBFactory();
    const db = await connect(factory, DOMAIN_KEYS).db();
    await saveDomains(
      db,
      DOMAIN_KEYS.map((domain) => ({ domain, after: fixtures[domain], revision: 1 })),
    );
    return factory;
  }

  /** The domains of each change of `store` that brought new ones, in order. */
  function joinOrder(store: ReturnType<typeof makeRootStore>): string[][] {
    const order: string[][] = [];
    let known = new Set(Object.keys(store.getState()));
    store.subscribe(() => {
      const now = Object.keys(store.getState());
      const joined = now.filter((key) => !known.has(key));
      if (joined.length > 0) order.push(joined.sort());
      known = new Set(now);
    });
    return order;
  }

  afterEach(() => jest.restoreAllMocks());

  const start = (store: ReturnType<typeof makeRootStore>, factory: IDBFactory, first: DomainKey[]) =>
    loadSavedDomains(store, { factory, storage: memoryStorage(), referenceDate: TEST_REFERENCE_DATE, first });

  it('joins the first domains, each as soon as it is read, then the others one at a time', async () => {
    const factory = await savedFixtures();
    const store = makeRootStore();
    const order = joinOrder(store);
    await start(store, factory, ['users', 'profile']);
    expect(order.slice(0, 2).flat().sort()).toEqual(['profile', 'users']);
    const rest = DOMAIN_KEYS.filter((key) => key !== 'users' && key !== 'profile');
    expect(order.slice(2)).toEqual(rest.map((key) => [key]));
    for (const key of DOMAIN_KEYS) expect(store.getState()[key]).toEqual(fixtures[key]);
  });

  it('reads a domain a screen waits for next, before the others', async () => {
    const factory = await savedFixtures();
    const store = makeRootStore();
    const order = joinOrder(store);
    const loading = start(store, factory, ['users']);
    await domainJoined(store, 'users');
    // Payments come after notifications, companies and verification in the order of the domains.
    await domainJoined(store, 'payments');
    expect(order).toEqual([['users'], ['payments']]);
    await loading;
  });

  it('saves a change made while the other domains are still being read', async () => {
    const factory = await savedFixtures();
    const store = makeRootStore();
    const loading = start(store, factory, ['users']);
    await domainJoined(store, 'users');
    expect('jobs' in store.getState()).toBe(false);
    store.dispatch({
      type: 'users/userStatusEventSent',
      payload: { id: USER, event: { type: 'SUSPEND' }, today: '2026-06-15T13:00:00.000Z', by: 'ADM-001' },
    });
    await loading;
    await saveNow(store);
    const db = await connect(factory, DOMAIN_KEYS).db();
    const read = await readDomain(db, 'users', () => true);
    expect(read.found === 'usable' && (read.state as typeof fixtures.users).entities[USER]!.status).toBe(
      'suspended',
    );
  });

  it('a refused domain fails only the screens waiting for it: the others read with it still join', async () => {
    const factory = await savedFixtures();
    const store = makeRootStore();
    refuseToRead('payments');
    // /admin/payments: the layout's domains and the page's are read together, the payments refused first.
    const loading = start(store, factory, ['notifications', 'profile', 'audit', 'payments', 'disputes']);
    const layout = Promise.all(LAYOUT_DOMAINS.map((key) => domainJoined(store, key)));
    const payments = domainJoined(store, 'payments');
    await expect(loading).rejects.toThrow('The read was refused.');
    // The layout renders (its error view around the page), and the page shows its own error view.
    await expect(layout).resolves.toBeDefined();
    for (const key of ['notifications', 'profile', 'audit', 'disputes'] as const)
      expect(key in store.getState()).toBe(true);
    await expect(payments).rejects.toThrow('The read was refused.');
  });

  it("reads again what a failed read left out once asked to (the error view's Try again), and only then", async () => {
    const factory = await savedFixtures();
    const store = makeRootStore();
    const refuse = refuseToRead('payments');
    await expect(start(store, factory, ['users'])).rejects.toThrow('The read was refused.');
    expect('users' in store.getState()).toBe(true);
    expect('payments' in store.getState()).toBe(false);
    // Each render of the failing screen waits again: the same failure, and no new read.
    const reads = refuse.mock.calls.length;
    const failedWait = domainJoined(store, 'payments');
    await expect(failedWait).rejects.toThrow('The read was refused.');
    expect(domainJoined(store, 'payments')).toBe(failedWait);
    await expect(start(store, factory, ['payments'])).rejects.toThrow('The read was refused.');
    expect(refuse.mock.calls.length).toBe(reads);
    // Try again, still refused: the screen shows its error view again.
    readAgain(store);
    await expect(domainJoined(store, 'payments')).rejects.toThrow('The read was refused.');
    refuse.mockRestore();
    readAgain(store);
    await domainJoined(store, 'payments');
    expect(store.getState().payments).toEqual(fixtures.payments);
    await loadSavedDomains(store, { factory, storage: memoryStorage(), referenceDate: TEST_REFERENCE_DATE });
    for (const key of DOMAIN_KEYS) expect(store.getState()[key]).toEqual(fixtures[key]);
  });
});
