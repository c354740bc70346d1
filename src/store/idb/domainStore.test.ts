import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { RUNNING, seedDomainState } from '@/app/domains';
import { whenIdle } from '@/lib/inTasks';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { connect, probe } from './database';
import { readDomain, readRevisions, saveDomains } from './domainStore';

const fixtures = seedDomainState(TEST_REFERENCE_DATE);
const DOMAINS = ['users', 'verification', 'jobs', 'profile'];
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

async function savedWhole() {
  const connection = connect(new IDBFactory(), DOMAINS);
  const db = await connection.db();
  await saveDomains(db, [
    { domain: 'users', after: fixtures.users, revision: 1 },
    { domain: 'verification', after: fixtures.verification, revision: 1 },
    { domain: 'profile', after: fixtures.profile, revision: 1 },
  ]);
  return { connection, db };
}

describe('domains in IndexedDB', () => {
  // Every spy restored, even after a test that failed half-way.
  afterEach(() => jest.restoreAllMocks());

  it('read back as saved: records, their order, nested tables and whole-state domains', async () => {
    const { db } = await savedWhole();
    for (const domain of ['users', 'verification', 'profile'] as const) {
      const read = await readDomain(db, domain, anything);
      expect(read).toMatchObject({ found: 'usable', revision: 1, migrated: false });
      expect(read.found === 'usable' && read.state).toEqual(fixtures[domain]);
    }
    expect(await readDomain(db, 'jobs', anything)).toEqual({ found: 'nothing' });
    expect(await readRevisions(db, ['users', 'jobs'])).toEqual(
      new Map([
        ['users', 1],
        ['jobs', 0],
      ]),
    );
  });

  it('reads a domain a batch of records at a time, pausing after each, into the state saved, frozen', async () => {
    const { db } = await savedWhole();
    const getAll = jest.spyOn(IDBObjectStore.prototype, 'getAll');
    const pause = jest.fn(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    const read = await readDomain(db, 'users', RUNNING.users.isValid, { batchSize: 10, pause });
    const batches = Math.ceil(fixtures.users.ids.length / 10);
    expect(batches).toBeGreaterThan(2);
    // One bounded read per batch (never the whole store at once), and the browser's turn after each.
    const reads = getAll.mock.calls.filter(
      (_call, i) => (getAll.mock.contexts[i] as IDBObjectStore).name === 'users',
    );
    expect(reads).toHaveLength(batches);
    expect(reads.every(([range, count]) => range instanceof IDBKeyRange && count === undefined)).toBe(true);
    expect(pause).toHaveBeenCalledTimes(batches);
    expect(read).toMatchObject({ found: 'usable', revision: 1, migrated: false });
    const state = read.found === 'usable' ? (read.state as typeof fixtures.users) : undefined;
    expect(state).toEqual(fixtures.users);
    expect(state!.ids).toEqual(fixtures.users.ids);
    expect(Object.isFrozen(state!.entities)).toBe(true);
    expect(Object.isFrozen(state!.entities[FIRST])).toBe(true);
  });

  it('turns a batch back into objects when its turn comes, not as the database hands it over', async () => {
    const { db } = await savedWhole();
    const getAll = jest.spyOn(IDBObjectStore.prototype, 'getAll');
    const result = jest.spyOn(IDBRequest.prototype, 'result', 'get');
    const requests = () =>
      getAll.mock.results
        .filter((_call, i) => (getAll.mock.contexts[i] as IDBObjectStore).name === 'users')
        .map((call) => call.value as IDBRequest);
    const unread = () => requests().filter((request) => !result.mock.contexts.includes(request));
    const readAtPause: number[] = [];
    const pause = async () => {
      // Every batch has arrived by now; only those whose turn came have been read.
      while (requests().some((request) => request.readyState !== 'done'))
        await new Promise((resolve) => setTimeout(resolve, 0));
      readAtPause.push(requests().length - unread().length);
    };
    const read = await readDomain(db, 'users', RUNNING.users.isValid, { batchSize: 10, pause });
    const batches = requests().length;
    expect(batches).toBeGreaterThan(2);
    expect(readAtPause).toEqual(Array.from({ length: batches }, (_each, i) => i + 1));
    expect(read.found === 'usable' && read.state).toEqual(fixtures.users);
  });

  it("asks for the records by the frame's ids, in any order they are kept, never for every key", async () => {
    const { db } = await savedWhole();
    const ids = [...fixtures.users.ids].reverse();
    await saveDomains(db, [{ domain: 'users', after: { ...fixtures.users, ids }, revision: 2 }]);
    // Chromium hands over each key of getAllKeys through weak handles (domainStore.ts, layout.ts).
    const getAllKeys = jest.spyOn(IDBObjectStore.prototype, 'getAllKeys');
    const read = await readDomain(db, 'users', RUNNING.users.isValid, { batchSize: 7 });
    expect(getAllKeys).not.toHaveBeenCalled();
    expect(read).toMatchObject({ found: 'usable', revision: 2 });
    expect(read.found === 'usable' && read.state).toEqual({ ...fixtures.users, ids });
  });

  it('one bad record in any batch, an id without its record or a record without its id: unusable', async () => {
    const { db } = await savedWhole();
    const check = (domain = 'users') =>
      readDomain(db, domain, RUNNING[domain as 'users'].isValid, {
        batchSize: 10,
        pause: () => Promise.resolve(),
      });
    const unusable = { found: 'unusable', revision: 1 };
    const keys = (await db.getAllKeys('users')) as string[];
    const last = keys.at(-1)!;
    const record = fixtures.users.entities[last]!;
    await db.put('users', { ...record, status: 'no such status' }, last);
    expect(await check()).toEqual(unusable);
    await db.delete('users', last);
    expect(await check()).toEqual(unusable);
    await db.put('users', record, last);
    await db.put('users', { ...record, id: 'USR-EXTRA' }, 'USR-EXTRA');
    expect(await check()).toEqual(unusable);
    await db.delete('users', 'USR-EXTRA');
    expect(await check()).toMatchObject({ found: 'usable' });
    // A table inside the domain (verification's queues, keyed [table, id]): the same.
    const [queueKey] = (await db.getAllKeys('verification')).slice(-1) as [string[]];
    await db.put('verification', { ...(await db.get('verification', queueKey)), status: 'lost' }, queueKey);
    expect(await check('verification')).toEqual(unusable);
  });

  it('a change writes exactly the records it changed, and the order only when it changed', async () => {
    const { db } = await savedWhole();
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
    const { db } = await savedWhole();
    const emptied = { ids: [], entities: {} };
    await saveDomains(db, [{ domain: 'users', after: emptied, revision: 2 }]);
    const read = await readDomain(db, 'users', anything);
    expect(read.found === 'usable' && read.state).toEqual(emptied);
  });

  it('an unknown version or a failed check is unusable; an older version is migrated', async () => {
    const { db } = await savedWhole();
    await db.put('meta', { version: 99, revision: 4 }, 'users');
    expect(await readDomain(db, 'users', anything)).toEqual({ found: 'unusable', revision: 4 });
    expect(await readDomain(db, 'profile', () => false)).toEqual({ found: 'unusable', revision: 1 });

    const { postedBy: _gone, ...oldJob } = fixtures.jobs.entities[fixtures.jobs.ids[0]!]!;
    await db.put('jobs', oldJob, oldJob.id);
    await db.put('frames', { ids: [oldJob.id], brokers: [] }, 'jobs');
    await db.put('meta', { version: 1, revision: 1 }, 'jobs');
    const jobs = await readDomain(db, 'jobs', anything);
    expect(jobs).toMatchObject({ found: 'usable', migrated: true });
    expect(jobs.found === 'usable' && jobs.state).toEqual({
      ids: [oldJob.id],
      brokers: [],
      entities: { [oldJob.id]: { ...oldJob, postedBy: null } },
    });
    // Migrated a batch at a time: every record of every batch, the order and the rest kept.
    const second = { ...oldJob, id: 'JOB-SECOND' };
    await db.put('jobs', second, second.id);
    await db.put('frames', { ids: [second.id, oldJob.id], brokers: [] }, 'jobs');
    const inBatches = await readDomain(db, 'jobs', RUNNING.jobs.isValid, { batchSize: 1 });
    expect(inBatches.found === 'usable' && inBatches.state).toEqual({
      ids: [second.id, oldJob.id],
      brokers: [],
      entities: { [oldJob.id]: { ...oldJob, postedBy: null }, [second.id]: { ...second, postedBy: null } },
    });
  });

  it('holds background work until its write is done, so that no slice of it delays the commit', async () => {
    const { db } = await savedWhole();
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
    const { db } = await savedWhole();
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
    const first = connect(factory, DOMAINS);
    const db = await first.db();
    await saveDomains(db, [{ domain: 'users', after: fixtures.users, revision: 1 }]);
    // A newer app in another tab has one more domain: its upgrade must not be blocked by this tab.
    const newer = connect(factory, [...DOMAINS, 'payments']);
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
    expect(await probe(connect(factory, DOMAINS))).toBe('refused');
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
    expect(await probe(connect(factory, DOMAINS))).toBe('blocked');
    old.close();
  });
});
