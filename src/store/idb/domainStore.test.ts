import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { seedDomainState } from '@/app/domains';
import { whenIdle } from '@/lib/inTasks';
import { savedWhole, SAVED_DOMAINS } from '@/testing/database';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { connect, probe } from './database';
import { readDomain, readRevisions, saveDomains } from './domainStore';

const fixtures = seedDomainState(TEST_REFERENCE_DATE);
const anything = () => true;
const [FIRST, SECOND] = fixtures.users.ids as [string, string];

/** Counts the records each `put` and `delete` writes, by object store. */
function countWrites() {
  const puts = jest.spyOn(IDBObjectStore.prototype, 'put');
  const deletes = jest.spyOn(IDBObjectStore.prototype, 'delete');
  const by = (spy: typeof puts | typeof deletes, store: string) =>
    spy.mock.contexts.filter((context) => (context as IDBObjectStore).name === store).length;
  return {
    puts: (store: string) => by(puts, store),
    deletes: (store: string) => by(deletes, store),
  };
}

describe('domains in IndexedDB', () => {
  // Every spy restored, even after a test that failed half-way.
  afterEach(() => jest.restoreAllMocks());

  it('a change writes exactly the records it changed, and the order only when it changed', async () => {
    const { db } = await savedWhole(fixtures);
    const before = fixtures.users;
    const changed = {
      ...before,
      entities: {
        ...before.entities,
        [FIRST]: { ...before.entities[FIRST]!, status: 'suspended' as const },
        [SECOND]: { ...before.entities[SECOND]!, name: 'Renamed' },
      },
    };
    const writes = countWrites();
    await saveDomains(db, [{ domain: 'users', before, after: changed, revision: 2 }]);
    expect(writes.puts('users')).toBe(2);
    expect(writes.puts('frames')).toBe(0);
    expect(writes.puts('meta')).toBe(1);

    const { [FIRST]: _removed, ...rest } = changed.entities;
    const removed = { ...changed, ids: changed.ids.filter((id) => id !== FIRST), entities: rest };
    await saveDomains(db, [{ domain: 'users', before: changed, after: removed, revision: 3 }]);
    expect(writes.deletes('users')).toBe(1);
    expect(writes.puts('users')).toBe(2);
    expect(writes.puts('frames')).toBe(1);
    const read = await readDomain(db, 'users', anything);
    expect(read.found === 'usable' && read.state).toEqual(removed);
  });

  it('a whole write (reset, import, repair) replaces the domain, removed records included', async () => {
    const { db } = await savedWhole(fixtures);
    const emptied = { ids: [], entities: {} };
    await saveDomains(db, [{ domain: 'users', after: emptied, revision: 2 }]);
    const read = await readDomain(db, 'users', anything);
    expect(read.found === 'usable' && read.state).toEqual(emptied);
  });

  it('holds background work until its write is done, so that no slice of it delays the commit', async () => {
    const { db } = await savedWhole(fixtures);
    const changed = {
      ...fixtures.users,
      entities: { ...fixtures.users.entities, [FIRST]: { ...fixtures.users.entities[FIRST]!, name: 'Y' } },
    };
    // A page that looks idle while the database works: its idle callbacks come at once (jsdom has none).
    const idleCallback = jest.fn((callback: IdleRequestCallback) => {
      queueMicrotask(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return 1;
    });
    window.requestIdleCallback = idleCallback;
    try {
      const order: string[] = [];
      const saved = saveDomains(db, [
        { domain: 'users', before: fixtures.users, after: changed, revision: 2 },
      ]);
      await Promise.all([saved.then(() => order.push('saved')), whenIdle().then(() => order.push('idle'))]);
      expect(order).toEqual(['saved', 'idle']);
      expect(idleCallback).toHaveBeenCalled();
    } finally {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('a refused write (quota) changes nothing and rejects; the next one writes', async () => {
    const { db } = await savedWhole(fixtures);
    const changed = {
      ...fixtures.users,
      entities: { ...fixtures.users.entities, [FIRST]: { ...fixtures.users.entities[FIRST]!, name: 'X' } },
    };
    // The record's put is taken, the meta's refused: the record must not be written either.
    const original = IDBObjectStore.prototype.put;
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'meta') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return original.apply(this, args);
    });
    await expect(
      saveDomains(db, [{ domain: 'users', before: fixtures.users, after: changed, revision: 2 }]),
    ).rejects.toThrow('quota');
    expect(put.mock.contexts.map((context) => (context as IDBObjectStore).name)).toEqual(['users', 'meta']);
    put.mockRestore();
    expect(await readRevisions(db, ['users'])).toEqual(new Map([['users', 1]]));
    const kept = await readDomain(db, 'users', anything);
    expect(kept.found === 'usable' && kept.state).toEqual(fixtures.users);
    await saveDomains(db, [{ domain: 'users', before: fixtures.users, after: changed, revision: 2 }]);
    const read = await readDomain(db, 'users', anything);
    expect(read.found === 'usable' && read.state).toEqual(changed);
  });
});

describe('the connection', () => {
  it('steps aside for another tab adding a store, and reopens with its data intact', async () => {
    const factory = new IDBFactory();
    const first = connect(factory, SAVED_DOMAINS);
    const db = await first.db();
    await saveDomains(db, [{ domain: 'users', after: fixtures.users, revision: 1 }]);
    // A newer app in another tab has one more domain: its upgrade must not be blocked by this tab.
    const newer = connect(factory, [...SAVED_DOMAINS, 'payments']);
    expect(await probe(newer)).toBeNull();
    const reopened = await first.db();
    expect(reopened).not.toBe(db);
    expect(reopened.objectStoreNames.contains('payments')).toBe(true);
    const read = await readDomain(reopened, 'users', anything);
    expect(read.found === 'usable' && read.state).toEqual(fixtures.users);
  });

  it('says when the database cannot be opened (refused, as in some private modes)', async () => {
    const factory = new IDBFactory();
    jest.spyOn(factory, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await probe(connect(factory, SAVED_DOMAINS))).toBe('refused');
  });

  it('says when another tab blocks the upgrade', async () => {
    const factory = new IDBFactory();
    const old = await new Promise<IDBDatabase>((resolve) => {
      const request = factory.open('freight-back-office');
      request.onupgradeneeded = () => request.result.createObjectStore('frames');
      request.onsuccess = () => resolve(request.result);
    });
    // That tab ignores versionchange (an app from before this one): the upgrade waits on it.
    old.onversionchange = null;
    expect(await probe(connect(factory, SAVED_DOMAINS))).toBe('blocked');
    old.close();
  });
});
