import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import type { UnknownAction } from '@reduxjs/toolkit';
import { joinDomains } from '@/app/domains';
import { makeStore } from '@/app/store';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  companyApproval,
  fakeBus,
  fakeLocks,
  firstVisit,
  KEYS,
  openTab,
  readJoining,
  type Tab,
} from '@/testing/tabSyncHarness';
import { memoryStorage } from '../keyValueStorage';
import type { TabLocks } from './tabLinks';
import { selectStorageNotice } from '../storageSlice';
import { connect } from './database';
import {
  JOURNAL_KEY,
  JOURNAL_LOCK,
  ORPHAN_AFTER_MS,
  tabJournal,
  TAB_ID_KEY,
  unsavedOf,
} from './unsavedJournal';

const TODAY = '2026-06-15T13:00:00.000Z';
const fixtures = makeStore({}, { referenceDate: TEST_REFERENCE_DATE }).getState();
const [ACTIVE, SECOND_ACTIVE] = fixtures.users.ids.filter(
  (id) => fixtures.users.entities[id]!.status === 'active',
) as [string, string];
const suspend = (id: string): UnknownAction => ({
  type: 'users/userStatusEventSent',
  payload: { id, event: { type: 'SUSPEND' }, today: TODAY, by: 'ADM-001' },
});
const statusOf = (tab: Tab, id = ACTIVE) => tab.store.getState().users.entities[id]!.status;
const auditSize = (tab: Tab) => tab.store.getState().audit.entries.length;

/** The browser's local storage, and a clock its journals are dated by. */
const browser = () => ({ shared: memoryStorage(), clock: { now: Date.parse(TODAY) } });

/** A tab of `browser`: its own session storage, so its own id, and its journal. */
const tabOf = ({ shared, clock }: ReturnType<typeof browser>) =>
  tabJournal(shared, memoryStorage(), () => clock.now);

/** How many journals the browser's local storage holds. */
const journals = ({ shared }: ReturnType<typeof browser>) =>
  [...shared.items.keys()].filter((key) => key.startsWith(`${JOURNAL_KEY}/`)).length;

/** A database as the first visit leaves it, one lock and one channel. */
async function visited() {
  const factory = new IDBFactory();
  await firstVisit(connect(factory, KEYS));
  return { factory, locks: fakeLocks(), bus: fakeBus() };
}

/** The database as a tab opened now (with no journal of its own) reads it. */
const saved = async (factory: IDBFactory) => openTab(factory, fakeLocks(), fakeBus());

/** Lets `page` save what waits, calling `during` with each write's transaction as it opens. */
async function saveWith(
  page: Tab,
  locks: ReturnType<typeof fakeLocks>,
  during: (write: IDBTransaction) => void,
) {
  const native = IDBDatabase.prototype.transaction;
  const opened = jest.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(function (
    this: IDBDatabase,
    ...args: Parameters<IDBDatabase['transaction']>
  ) {
    const transaction = native.apply(this, args);
    if (args[1] === 'readwrite') during(transaction);
    return transaction;
  });
  await locks.grantAll();
  opened.mockRestore();
  return page;
}

/** Another tab's journal written: the `storage` event an open page hears. */
const journalWritten = () =>
  window.dispatchEvent(new StorageEvent('storage', { key: `${JOURNAL_KEY}/closed`, newValue: '{}' }));

/**
 * An open tab (`otherLocks`, its locks), and a tab closed just after it suspended ACTIVE, before
 * its save: its journal is in the browser's local storage.
 */
async function openAndClosedTabs(otherLocks: TabLocks) {
  const { factory, locks, bus } = await visited();
  const storage = browser();
  const other = await openTab(factory, otherLocks, bus, [], tabOf(storage));
  const page = await openTab(factory, locks, bus, [], tabOf(storage));
  page.store.dispatch(suspend(ACTIVE));
  page.sync.leave();
  return { factory, storage, other, page };
}

describe('changes a page had not saved when it went away', () => {
  it("are done again by the tab's next page, which saves them", async () => {
    const { factory, locks, bus } = await visited();
    const storage = browser();
    const journal = tabOf(storage);
    const page = await openTab(factory, locks, bus, [], journal);
    page.store.dispatch(suspend(ACTIVE));
    // The page reloads before its save has run (it waits its turn for the lock).
    window.dispatchEvent(new Event('pagehide'));
    expect(statusOf(await saved(factory))).toBe('active');
    const next = await openTab(factory, fakeLocks(), bus, [], journal);
    expect(statusOf(next)).toBe('suspended');
    expect(auditSize(next)).toBe(auditSize(page));
    // Taken by the next page: a third page of the tab would not do them again.
    expect(journals(storage)).toBe(0);
    await next.sync.flush();
    expect(statusOf(await saved(factory))).toBe('suspended');
    expect(auditSize(await saved(factory))).toBe(auditSize(page));
  });

  it('include a save whose write the page going away aborts, with no notice that saving failed', async () => {
    const { factory, locks, bus } = await visited();
    const storage = browser();
    const journal = tabOf(storage);
    const page = await openTab(factory, locks, bus, [], journal);
    page.store.dispatch(suspend(ACTIVE));
    // The write's records are asked for in this task; the page goes away just after.
    await saveWith(page, locks, () => queueMicrotask(() => page.sync.leave()));
    expect(statusOf(await saved(factory))).toBe('active');
    expect(selectStorageNotice(page.store.getState())).toBeNull();
    const next = await openTab(factory, fakeLocks(), bus, [], journal);
    await next.sync.flush();
    expect(statusOf(await saved(factory))).toBe('suspended');
  });

  it('are saved by the page itself when it comes back from the back-forward cache', async () => {
    const { factory, locks, bus } = await visited();
    const storage = browser();
    const journal = tabOf(storage);
    const page = await openTab(factory, locks, bus, [], journal);
    page.store.dispatch(suspend(ACTIVE));
    await saveWith(page, locks, () => queueMicrotask(() => page.sync.leave()));
    expect(journals(storage)).toBe(1);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await locks.grantAll();
    expect(journals(storage)).toBe(0);
    expect(statusOf(await saved(factory))).toBe('suspended');
    expect(selectStorageNotice(page.store.getState())).toBeNull();
  });

  it('leave out a save whose write had already finished: nothing is done twice', async () => {
    const { factory, locks, bus } = await visited();
    const storage = browser();
    const journal = tabOf(storage);
    const page = await openTab(factory, locks, bus, [], journal);
    page.store.dispatch(suspend(ACTIVE));
    // The page goes away as the write completes, before the save has heard so.
    await saveWith(page, locks, (write) => write.addEventListener('complete', () => page.sync.leave()));
    expect(journals(storage)).toBe(0);
    const next = await openTab(factory, fakeLocks(), bus, [], journal);
    expect(statusOf(next)).toBe('suspended');
    expect(auditSize(next)).toBe(auditSize(page));
  });

  it('outlive a tab closed before they were saved: a tab opened later takes them once they are old enough', async () => {
    const { factory, locks, bus } = await visited();
    const storage = browser();
    const page = await openTab(factory, locks, bus, [], tabOf(storage));
    page.store.dispatch(suspend(ACTIVE));
    // The tab is closed before its save has run: its session storage goes with it.
    window.dispatchEvent(new Event('pagehide'));
    // Another tab opened at once leaves them: they may be a reloading tab's, which takes its own.
    const soonLocks = fakeLocks();
    const soon = await openTab(factory, soonLocks, bus, [], tabOf(storage));
    await soonLocks.grantAll();
    expect(statusOf(soon)).toBe('active');
    expect(journals(storage)).toBe(1);
    storage.clock.now += ORPHAN_AFTER_MS;
    const laterLocks = fakeLocks();
    const later = await openTab(factory, laterLocks, bus, [], tabOf(storage));
    // Taken under the journal's lock, so by one page alone, then saved.
    expect(laterLocks.waiting()).toBe(1);
    await laterLocks.grantAll();
    expect(statusOf(later)).toBe('suspended');
    expect(auditSize(later)).toBe(auditSize(page));
    expect(journals(storage)).toBe(0);
    expect(statusOf(await saved(factory))).toBe('suspended');
  });

  it('outlive a tab closed before they were saved: an open tab takes them as they come of age', async () => {
    const otherLocks = fakeLocks();
    const { factory, storage, other, page } = await openAndClosedTabs(otherLocks);
    // The other tab hears of the journal (the storage event), too recent to take yet.
    journalWritten();
    await otherLocks.grantAll();
    expect(statusOf(other)).toBe('active');
    expect(journals(storage)).toBe(1);
    // Its check again, once the journal is old enough (a timer in the browser).
    storage.clock.now += ORPHAN_AFTER_MS;
    journalWritten();
    await otherLocks.grantAll();
    expect(statusOf(other)).toBe('suspended');
    expect(auditSize(other)).toBe(auditSize(page));
    expect(journals(storage)).toBe(0);
    expect(statusOf(await saved(factory))).toBe('suspended');
  });

  it('are refused and told by an open tab whose data moved on meanwhile, and nothing of them is saved', async () => {
    const otherLocks = fakeLocks();
    const { factory, storage, other } = await openAndClosedTabs(otherLocks);
    // Meanwhile the open tab suspends the same user itself, and saves it.
    other.store.dispatch(suspend(ACTIVE));
    await otherLocks.grantAll();
    const audit = auditSize(await saved(factory));
    storage.clock.now += ORPHAN_AFTER_MS;
    journalWritten();
    await otherLocks.grantAll();
    expect(other.refused).toEqual([suspend(ACTIVE)]);
    expect(journals(storage)).toBe(0);
    expect(auditSize(other)).toBe(audit);
    expect(auditSize(await saved(factory))).toBe(audit);
  });

  it("are saved when taken while the open tab's own save is being written", async () => {
    const saves = fakeLocks();
    // The journal's lock granted at once, the saves' when the test says.
    const { factory, storage, other } = await openAndClosedTabs({
      request: (name, task) => (name === JOURNAL_LOCK ? Promise.resolve(task()) : saves.request(name, task)),
    });
    storage.clock.now += ORPHAN_AFTER_MS;
    other.store.dispatch(suspend(SECOND_ACTIVE));
    // The closed tab's journal is taken as the open tab's own save is written.
    await saveWith(other, saves, journalWritten);
    expect(statusOf(other)).toBe('suspended');
    await saves.grantAll();
    const later = await saved(factory);
    expect([statusOf(later), statusOf(later, SECOND_ACTIVE)]).toEqual(['suspended', 'suspended']);
  });

  it('reach a domain that had not joined yet, as the next page reads it', async () => {
    const { factory, locks, bus } = await visited();
    const { item, approve } = companyApproval(TODAY);
    const journal = tabOf(browser());
    const page = await openTab(factory, locks, bus, ['companies'], journal);
    // Approving verifies the company, in a domain the page has not read yet; then it reloads.
    page.store.dispatch(approve());
    page.sync.leave();
    const next = await openTab(factory, fakeLocks(), bus, ['companies'], journal);
    expect(next.store.getState().verification.companies.entities[item.id]!.status).toBe('approved');
    joinDomains(next.store, next.sync.join(await readJoining(next.connection, ['companies'])), []);
    expect(next.store.getState().companies.entities[item.companyId]!.verified).toBe(true);
    await next.sync.flush();
    const later = await saved(factory);
    expect(later.store.getState().companies.entities[item.companyId]!.verified).toBe(true);
    expect(later.store.getState().verification.companies.entities[item.id]!.status).toBe('approved');
  });
});

describe('the journal', () => {
  const a: UnknownAction = { type: 'a' };
  const b: UnknownAction = { type: 'b' };
  const c: UnknownAction = { type: 'c' };
  const order = (action: UnknownAction) => [a, b, c].indexOf(action);

  it('holds each action once, in the order done, with every domain it is still to be done to', () => {
    expect(
      unsavedOf({
        queue: [
          { action: c, domains: ['users'] },
          { action: a, domains: ['users'] },
        ],
        catchUp: [['jobs', [a]]],
        meanwhile: [{ action: a }, { action: b, only: ['payments', 'jobs'] }],
        unjoined: ['payments'],
        order,
      }),
    ).toEqual([
      { action: a, domains: ['users', 'jobs', 'payments'] },
      { action: b, domains: ['payments'] },
      { action: c, domains: ['users'] },
    ]);
  });

  it("is this tab's at any age, and another tab's once old enough, the oldest first, each taken once", () => {
    const storage = browser();
    const tab = memoryStorage();
    const mine = tabJournal(storage.shared, tab, () => storage.clock.now);
    const closed = tabOf(storage);
    const later = tabOf(storage);
    closed.write([{ action: a, domains: ['users'] }]);
    storage.clock.now += 1000;
    later.write([{ action: b, domains: ['jobs'] }]);
    mine.write([{ action: c, domains: ['jobs'] }]);
    // The same tab's next page, a second later: its own, not the other tabs' yet.
    const next = tabJournal(storage.shared, tab, () => storage.clock.now);
    expect(next.take()).toEqual([{ action: c, domains: ['jobs'] }]);
    expect(next.takeOrphans()).toEqual([]);
    expect(next.orphanDueIn()).toBe(ORPHAN_AFTER_MS - 1000);
    storage.clock.now += ORPHAN_AFTER_MS;
    expect(next.orphanDueIn()).toBeNull();
    expect(next.takeOrphans()).toEqual([
      { action: a, domains: ['users'] },
      { action: b, domains: ['jobs'] },
    ]);
    expect([next.take(), next.takeOrphans(), mine.take()]).toEqual([[], [], []]);
    expect(journals(storage)).toBe(0);
  });

  it('is not shared with a duplicate of the tab, whose session storage is copied while the page lives', () => {
    const storage = browser();
    const tab = memoryStorage();
    tabJournal(storage.shared, tab, () => storage.clock.now).write([]);
    // The tab's page: its id is out of the session storage until the page goes away.
    const page = tabJournal(storage.shared, tab, () => storage.clock.now);
    expect(tab.getItem(TAB_ID_KEY)).toBeNull();
    const duplicate = tabJournal(storage.shared, memoryStorage(Object.fromEntries(tab.items)));
    page.write([{ action: a, domains: ['users'] }]);
    // The duplicate goes away with nothing unsaved: the tab's journal stays for the tab's next page.
    duplicate.write([]);
    expect(journals(storage)).toBe(1);
    expect(tabJournal(storage.shared, tab, () => storage.clock.now).take()).toEqual([
      { action: a, domains: ['users'] },
    ]);
  });

  it('puts the id back for the next page as the page goes away, and takes it out again if it comes back', () => {
    const tab = memoryStorage();
    const journal = tabJournal(memoryStorage(), tab);
    journal.write([]);
    const id = tab.getItem(TAB_ID_KEY);
    expect(id).not.toBeNull();
    // Back from the back-forward cache.
    journal.clear();
    expect(tab.getItem(TAB_ID_KEY)).toBeNull();
    journal.write([]);
    expect(tab.getItem(TAB_ID_KEY)).toBe(id);
  });

  it("takes what the version before kept in the tab's session storage", () => {
    const storage = browser();
    const tab = memoryStorage({ [JOURNAL_KEY]: JSON.stringify([{ action: a, domains: ['users'] }]) });
    const journal = tabJournal(storage.shared, tab, () => storage.clock.now);
    expect(journal.take()).toEqual([{ action: a, domains: ['users'] }]);
    expect(tab.getItem(JOURNAL_KEY)).toBeNull();
    expect(journal.take()).toEqual([]);
  });

  it('drops an unreadable journal', () => {
    const storage = browser();
    const journal = tabOf(storage);
    storage.shared.setItem(`${JOURNAL_KEY}/gone`, '{not json');
    storage.shared.setItem(
      `${JOURNAL_KEY}/bad`,
      JSON.stringify({ at: 0, entries: [{ action: 'a', domains: ['users'] }, { domains: [] }] }),
    );
    expect(journal.orphanDueIn()).toBeNull();
    expect(journal.takeOrphans()).toEqual([]);
    expect(journals(storage)).toBe(0);
  });
});
