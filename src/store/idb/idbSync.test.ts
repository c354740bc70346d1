import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { UnknownAction } from '@reduxjs/toolkit';
import { RUNNING } from '@/app/domains';
import { addMiddleware } from '@/app/rootStore';
import { makeStore } from '@/app/store';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import type { AppStore } from '../hooks';
import { selectStorageNotice } from '../storageSlice';
import type { TabChannel, TabLocks } from '../tabSync';
import { connect, type Connection } from './database';
import { readDomain, readRevisions, saveDomains } from './domainStore';
import { createIdbSync, type IdbSync } from './idbSync';

const TODAY = '2026-06-15T13:00:00.000Z';
const KEYS = Object.keys(RUNNING);

/** One lock for every tab, granted in the order asked, when the test says so. */
function fakeLocks(): TabLocks & { grantAll(): Promise<void> } {
  const tasks: (() => unknown)[] = [];
  return {
    request: (_name, task) => {
      tasks.push(task);
      return Promise.resolve();
    },
    async grantAll() {
      while (tasks.length > 0) await tasks.shift()!();
    },
  };
}

/** A broadcast channel: a tab never hears its own messages. */
function fakeBus() {
  const listeners: { tab: number; handler: (domains: string[]) => void }[] = [];
  const posted: string[][] = [];
  let tabs = 0;
  return {
    posted,
    link(): TabChannel {
      const tab = (tabs += 1);
      return {
        post: (domains) => {
          posted.push(domains);
          listeners.filter((l) => l.tab !== tab).forEach((l) => l.handler(domains));
        },
        listen: (handler) => void listeners.push({ tab, handler }),
      };
    },
  };
}

interface Tab {
  store: AppStore;
  sync: IdbSync;
  refused: UnknownAction[];
}

/** Saves the fixtures whole, as the first visit does. */
async function firstVisit(connection: Connection) {
  const fixtures = makeStore({}, { referenceDate: TEST_REFERENCE_DATE }).getState() as unknown as Record<
    string,
    unknown
  >;
  await saveDomains(
    await connection.db(),
    KEYS.map((key) => ({ domain: key, after: fixtures[key], revision: 1 })),
  );
}

/** A tab of the admin area: its own store and connection, every domain as saved. */
async function openTab(factory: IDBFactory, locks: TabLocks, bus: ReturnType<typeof fakeBus>): Promise<Tab> {
  const connection = connect(factory, KEYS);
  const db = await connection.db();
  const states: Record<string, unknown> = {};
  for (const key of KEYS) {
    const read = await readDomain(db, key, RUNNING[key as 'users'].isValid);
    if (read.found === 'usable') states[key] = read.state;
  }
  const store = makeStore(states, { referenceDate: TEST_REFERENCE_DATE });
  const refused: UnknownAction[] = [];
  const sync = createIdbSync(store, {
    connection,
    domains: RUNNING,
    locks,
    channel: bus.link(),
    revisions: await readRevisions(db, KEYS),
    onRefused: (actions) => refused.push(...actions),
    throttleMs: 0,
  });
  addMiddleware(store, sync.middleware);
  return { store, sync, refused };
}

const statusEvent = (id: string, type: 'SUSPEND' | 'MARK_UNDER_REVIEW'): UnknownAction => ({
  type: 'users/userStatusEventSent',
  payload: { id, event: { type }, today: TODAY, by: 'ADM-001' },
});
const statusOf = (tab: Tab, id: string) => tab.store.getState().users.entities[id]!.status;
const users = makeStore({}, { referenceDate: TEST_REFERENCE_DATE }).getState().users;
const [FIRST, SECOND] = users.ids.filter((id) => users.entities[id]!.status === 'active') as [string, string];

async function twoTabs() {
  const factory = new IDBFactory();
  await firstVisit(connect(factory, KEYS));
  const locks = fakeLocks();
  const bus = fakeBus();
  return {
    factory,
    locks,
    bus,
    a: await openTab(factory, locks, bus),
    b: await openTab(factory, locks, bus),
  };
}

describe('saving to IndexedDB, two tabs', () => {
  it('a change writes its record, the audit trail and the revisions, nothing else', async () => {
    const { locks, a } = await twoTabs();
    const puts = jest.spyOn(IDBObjectStore.prototype, 'put');
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    await locks.grantAll();
    const stores = puts.mock.contexts.map((context) => (context as IDBObjectStore).name).sort();
    puts.mockRestore();
    // users: the one record; audit (no tables): its frame; meta: both revisions.
    expect(stores).toEqual(['frames', 'meta', 'meta', 'users']);
  });

  it('keep concurrent changes to different records: both survive in both tabs and in the database', async () => {
    const { factory, locks, bus, a, b } = await twoTabs();
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    b.store.dispatch(statusEvent(SECOND, 'SUSPEND'));
    await locks.grantAll();
    for (const tab of [a, b]) {
      expect(statusOf(tab, FIRST)).toBe('suspended');
      expect(statusOf(tab, SECOND)).toBe('suspended');
      expect(tab.refused).toEqual([]);
    }
    expect(bus.posted).toEqual([
      ['users', 'audit'],
      ['users', 'audit'],
    ]);
    const reloaded = await openTab(factory, fakeLocks(), fakeBus());
    expect(statusOf(reloaded, FIRST)).toBe('suspended');
    expect(statusOf(reloaded, SECOND)).toBe('suspended');
  });

  it('refuse the later of two conflicting changes in its tab, with what it set off', async () => {
    const { locks, a, b } = await twoTabs();
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    b.store.dispatch(statusEvent(FIRST, 'MARK_UNDER_REVIEW'));
    expect(statusOf(b, FIRST)).toBe('under_review');
    await locks.grantAll();
    expect(statusOf(a, FIRST)).toBe('suspended');
    expect(statusOf(b, FIRST)).toBe('suspended');
    expect(b.refused).toEqual([statusEvent(FIRST, 'MARK_UNDER_REVIEW')]);
    for (const tab of [a, b]) {
      const events = tab.store
        .getState()
        .audit.entries.filter((entry) => entry.entityId === FIRST)
        .map((entry) => entry.event);
      expect(events).toEqual(['SUSPEND']);
    }
  });

  it('a refused write says changes are not being saved, and the next write saves both and clears it', async () => {
    const { factory, locks, a } = await twoTabs();
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    await locks.grantAll();
    expect(statusOf(a, FIRST)).toBe('suspended');
    expect(selectStorageNotice(a.store.getState())).toBe('notSaving');
    put.mockRestore();
    a.store.dispatch(statusEvent(SECOND, 'SUSPEND'));
    await locks.grantAll();
    expect(selectStorageNotice(a.store.getState())).toBeNull();
    const reloaded = await openTab(factory, fakeLocks(), fakeBus());
    expect(statusOf(reloaded, FIRST)).toBe('suspended');
    expect(statusOf(reloaded, SECOND)).toBe('suspended');
  });
});
