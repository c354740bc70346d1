import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { UnknownAction } from '@reduxjs/toolkit';
import { RUNNING } from '@/app/domains';
import { makeStore } from '@/app/store';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { selectStorageNotice } from '../storageSlice';
import { dataImported, exportData, parseImport } from '../dataTransfer';
import { sampleDataReset } from '../sharedActions';
import { fakeBus, fakeLocks, firstVisit, KEYS, openTab, type Tab } from '@/testing/tabSyncHarness';
import { connect } from './database';

const TODAY = '2026-06-15T13:00:00.000Z';

const statusEvent = (id: string, type: 'SUSPEND' | 'MARK_UNDER_REVIEW' | 'APPROVE'): UnknownAction => ({
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

  it('replay a queued change on top of the other tab\u2019s: a later allowed event still applies', async () => {
    const { factory, locks, a, b } = await twoTabs();
    const from = statusOf(a, FIRST);
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    await locks.grantAll();
    expect(statusOf(b, FIRST)).toBe('suspended');
    b.store.dispatch(statusEvent(FIRST, 'APPROVE'));
    await locks.grantAll();
    expect(statusOf(a, FIRST)).toBe(from);
    expect(b.refused).toEqual([]);
    expect(statusOf(await openTab(factory, fakeLocks(), fakeBus()), FIRST)).toBe(from);
  });

  it('leave the local state as it is when nobody else saved in between (no re-render of the lists)', async () => {
    const { locks, a } = await twoTabs();
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    const before = a.store.getState().users;
    await locks.grantAll();
    expect(a.store.getState().users).toBe(before);
  });

  it('queue only domain changes: preferences and refused events take no lock', async () => {
    const { locks, a } = await twoTabs();
    a.store.dispatch({ type: 'preferences/themeChosen', payload: 'dark' });
    a.store.dispatch(statusEvent(FIRST, 'APPROVE'));
    expect(locks.waiting()).toBe(0);
  });
});

describe('saving a whole domain: an import, a reset', () => {
  /** The read-write transactions opened, and every object store each one wrote to. */
  function countTransactions() {
    const opened = jest.spyOn(IDBDatabase.prototype, 'transaction');
    const clears = jest.spyOn(IDBObjectStore.prototype, 'clear');
    return {
      writes: () => opened.mock.calls.filter(([, mode]) => mode === 'readwrite').map(([names]) => names),
      cleared: () => clears.mock.contexts.map((context) => (context as IDBObjectStore).name).sort(),
      restore: () => {
        opened.mockRestore();
        clears.mockRestore();
      },
    };
  }

  it.each([
    [
      'an import',
      () => {
        const other = makeStore({}, { referenceDate: new Date('2027-01-01T00:00:00Z') });
        const file = exportData(other.getState() as never, KEYS);
        const parsed = parseImport(file, RUNNING);
        if (!parsed.ok) throw new Error('the export did not parse');
        return { action: dataImported({ states: parsed.states }), expected: other.getState() };
      },
    ],
    [
      'a reset',
      () => {
        const today = new Date('2027-02-01T00:00:00Z');
        return {
          action: sampleDataReset({ referenceDate: today.toISOString() }),
          expected: makeStore({}, { referenceDate: today }).getState(),
        };
      },
    ],
  ])('%s writes every domain whole, in one transaction, and the other tab follows', async (_, make) => {
    const { factory, locks, a, b } = await twoTabs();
    const { action, expected } = make();
    const count = countTransactions();
    a.store.dispatch(action);
    await locks.grantAll();
    const writes = count.writes();
    const cleared = count.cleared();
    count.restore();
    expect(writes).toHaveLength(1);
    expect([...(writes[0] as string[])].sort()).toEqual(['frames', 'meta', ...KEYS].sort());
    // Whole: what the domain held before is cleared first (a record the new data lacks goes).
    expect(cleared).toEqual([...KEYS].sort());
    const reloaded = await openTab(factory, fakeLocks(), fakeBus());
    for (const tab of [reloaded, b]) {
      expect(tab.store.getState().users).toEqual(expected.users);
      expect(tab.store.getState().jobs).toEqual(expected.jobs);
    }
  });
});
