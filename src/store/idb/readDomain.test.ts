import 'fake-indexeddb/auto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { RUNNING, seedDomainState } from '@/app/domains';
import { savedWhole } from '@/testing/database';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { readDomain, readRevisions, saveDomains } from './domainStore';

const fixtures = seedDomainState(TEST_REFERENCE_DATE);
const anything = () => true;
const [FIRST] = fixtures.users.ids as [string];

describe('a domain read back from IndexedDB', () => {
  // Every spy restored, even after a test that failed half-way.
  afterEach(() => jest.restoreAllMocks());

  it('read back as saved: records, their order, nested tables and whole-state domains', async () => {
    const { db } = await savedWhole(fixtures);
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
    const { db } = await savedWhole(fixtures);
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
    const { db } = await savedWhole(fixtures);
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

  it("lets go of each batch's request once read, so that the browser may free the bytes it holds", async () => {
    // Chromium counts the bytes of the records a request brought as the page's memory until the
    // request is collected (docs/performance.md): a read keeps only the requests still to be read.
    setFlagsFromString('--expose-gc');
    const collectGarbage = runInNewContext('gc') as () => void;
    const { db } = await savedWhole(fixtures);
    const getAll = jest.spyOn(IDBObjectStore.prototype, 'getAll');
    let requests: WeakRef<IDBRequest>[] = [];
    const kept: boolean[][] = [];
    const pause = async () => {
      if (requests.length === 0) {
        requests = getAll.mock.results.map((call) => new WeakRef(call.value as IDBRequest));
        // The spy's own record of them let go too.
        getAll.mockClear();
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      collectGarbage();
      kept.push(requests.map((request) => request.deref() !== undefined));
    };
    const read = await readDomain(db, 'users', RUNNING.users.isValid, { batchSize: 10, pause });
    expect(read.found === 'usable' && read.state).toEqual(fixtures.users);
    expect(requests.length).toBeGreaterThan(2);
    // After the turn of batch k, the requests of batches 0 to k are gone, the later ones kept.
    expect(kept).toEqual(requests.map((_request, k) => requests.map((_other, j) => j > k)));
  });

  it("asks for the records by the frame's ids, in any order they are kept, never for every key", async () => {
    const { db } = await savedWhole(fixtures);
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
    const { db } = await savedWhole(fixtures);
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

  it('an unknown version or a failed check is unusable; an older version is migrated', async () => {
    const { db } = await savedWhole(fixtures);
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
});
