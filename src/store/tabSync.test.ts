import type { UnknownAction } from '@reduxjs/toolkit';
import { DOMAINS, flushSavedDomains, loadDomains } from '@/app/domains';
import { addMiddleware, makeRootStore } from '@/app/rootStore';
import { makeStore } from '@/app/store';
import { eventTypesFrom, nextStatus } from '@/machines/lifecycle';
import { userStatusMachine, type UserStatus } from '@/machines/userStatus.machine';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import { hasWaitingToasts } from '@/components/toast/toastQueue';
import { domainStorageKey } from './domainPersistence';
import type { AppStore } from './hooks';
import { memoryStorage, type KeyValueStorage } from './keyValueStorage';
import { selectStorageNotice } from './storageSlice';
import { createTabSync, type TabChannel, type TabLocks } from './tabSync';

const TODAY = '2026-06-15T13:00:00.000Z';

/** One lock for every tab, granted in the order asked, when the test says so. */
function fakeLocks(): TabLocks & { grantAll(): Promise<void>; waiting(): number } {
  const tasks: (() => unknown)[] = [];
  return {
    request: (_name, task) => {
      tasks.push(task);
      return Promise.resolve();
    },
    async grantAll() {
      while (tasks.length > 0) await tasks.shift()!();
    },
    waiting: () => tasks.length,
  };
}

/** A broadcast channel between tabs: a tab never hears its own messages. */
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
  refused: UnknownAction[];
  flush(): void;
}

/** A tab of the admin area: its own store, every domain from `storage` (or the fixtures), synced. */
function openTab(storage: KeyValueStorage, locks: TabLocks, bus: ReturnType<typeof fakeBus>): Tab {
  const store = makeStore({}, { referenceDate: TEST_REFERENCE_DATE });
  // As loadDomains would with saved data: start from what is stored.
  const stored = makeStore({}, { referenceDate: TEST_REFERENCE_DATE, storage }).getState();
  const refused: UnknownAction[] = [];
  const states = Object.fromEntries(Object.keys(DOMAINS).map((key) => [key, stored[key as 'users']]));
  store.dispatch({ type: 'app/domainsSynced', payload: { states } });
  const sync = createTabSync(store, {
    storage,
    domains: DOMAINS,
    locks,
    channel: bus.link(),
    onRefused: (actions) => refused.push(...actions),
    throttleMs: 0,
  });
  addMiddleware(store, sync.middleware);
  return { store, refused, flush: sync.flush };
}

const statusEvent = (id: string, type: 'SUSPEND' | 'MARK_UNDER_REVIEW' | 'APPROVE'): UnknownAction => ({
  type: 'users/userStatusEventSent',
  payload: { id, event: { type }, today: TODAY, by: 'ADM-001' },
});

const statusOf = (tab: Tab, id: string): UserStatus => tab.store.getState().users.entities[id]!.status;
const storedStatus = (storage: KeyValueStorage, id: string): UserStatus =>
  (
    JSON.parse(storage.getItem(domainStorageKey('users'))!) as {
      state: { entities: Record<string, { status: UserStatus }> };
    }
  ).state.entities[id]!.status;

/** Users that can be both suspended and marked under review (active ones). */
const fixtures = makeStore({}, { referenceDate: TEST_REFERENCE_DATE }).getState().users;
const [FIRST, SECOND] = fixtures.ids.filter((id) => {
  const allowed = eventTypesFrom(userStatusMachine, fixtures.entities[id]!.status);
  return allowed.includes('SUSPEND') && allowed.includes('MARK_UNDER_REVIEW');
}) as [string, string];
const from = fixtures.entities[FIRST]!.status;
const suspended = nextStatus(userStatusMachine, from, { type: 'SUSPEND' })!;
const underReview = nextStatus(userStatusMachine, from, { type: 'MARK_UNDER_REVIEW' })!;

describe('two tabs sharing the saved domains', () => {
  it('keep concurrent changes to different items: both survive in both tabs and in storage', async () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const bus = fakeBus();
    const a = openTab(storage, locks, bus);
    const b = openTab(storage, locks, bus);

    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    b.store.dispatch(statusEvent(SECOND, 'SUSPEND'));
    // Optimistic: each tab shows its own change at once.
    expect(statusOf(a, FIRST)).toBe(suspended);
    expect(statusOf(b, SECOND)).toBe(suspended);
    await locks.grantAll();

    for (const tab of [a, b]) {
      expect(statusOf(tab, FIRST)).toBe(suspended);
      expect(statusOf(tab, SECOND)).toBe(suspended);
      expect(tab.refused).toEqual([]);
    }
    expect(storedStatus(storage, FIRST)).toBe(suspended);
    expect(storedStatus(storage, SECOND)).toBe(suspended);
    // Only the users domain and the audit trail of its change were written and announced.
    expect(bus.posted).toEqual([
      ['users', 'audit'],
      ['users', 'audit'],
    ]);

    // A reload of either tab keeps both.
    const reloaded = openTab(storage, fakeLocks(), fakeBus());
    expect(statusOf(reloaded, FIRST)).toBe(suspended);
    expect(statusOf(reloaded, SECOND)).toBe(suspended);
  });

  it('settle two conflicting changes to one item on one state, refusing the later one in its tab', async () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const bus = fakeBus();
    const a = openTab(storage, locks, bus);
    const b = openTab(storage, locks, bus);

    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    b.store.dispatch(statusEvent(FIRST, 'MARK_UNDER_REVIEW'));
    expect(statusOf(b, FIRST)).toBe(underReview);
    await locks.grantAll();

    // A asked for the lock first: its change stands; the machine refuses B's on a suspended user.
    expect(statusOf(a, FIRST)).toBe(suspended);
    expect(statusOf(b, FIRST)).toBe(suspended);
    expect(storedStatus(storage, FIRST)).toBe(suspended);
    expect(a.refused).toEqual([]);
    expect(b.refused).toEqual([statusEvent(FIRST, 'MARK_UNDER_REVIEW')]);
    // The refused change left no trace in the audit trail either: only A's suspension is there.
    for (const tab of [a, b]) {
      expect(
        tab.store
          .getState()
          .audit.entries.filter((entry) => entry.entityId === FIRST)
          .map((e) => e.event),
      ).toEqual(['SUSPEND']);
    }
    expect(b.store.getState().users).toEqual(a.store.getState().users);
  });

  it('replay a queued change on top of the other tab\u2019s: a later allowed event still applies', async () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const bus = fakeBus();
    const a = openTab(storage, locks, bus);
    const b = openTab(storage, locks, bus);
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    await locks.grantAll();
    expect(statusOf(b, FIRST)).toBe(suspended);

    b.store.dispatch(statusEvent(FIRST, 'APPROVE'));
    await locks.grantAll();
    expect(statusOf(a, FIRST)).toBe(from);
    expect(storedStatus(storage, FIRST)).toBe(from);
    expect(b.refused).toEqual([]);
  });

  it('leave the local state as it is when nobody else saved in between (no re-render of the lists)', async () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const a = openTab(storage, locks, fakeBus());
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    const users = a.store.getState().users;
    await locks.grantAll();
    expect(a.store.getState().users).toBe(users);
    expect(storedStatus(storage, FIRST)).toBe(suspended);
  });

  it('queue only domain changes: preferences and refused events take no lock', () => {
    const storage = memoryStorage();
    const locks = fakeLocks();
    const a = openTab(storage, locks, fakeBus());
    a.store.dispatch({ type: 'preferences/themeChosen', payload: 'dark' });
    a.store.dispatch(statusEvent(FIRST, 'APPROVE'));
    expect(locks.waiting()).toBe(0);
  });

  it('save a change at once when the page goes away before the lock is granted', () => {
    const storage = memoryStorage();
    const a = openTab(storage, fakeLocks(), fakeBus());
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    window.dispatchEvent(new Event('pagehide'));
    expect(storedStatus(storage, FIRST)).toBe(suspended);
  });

  it('keep running when the storage refuses a write, say so, and save with the next change', async () => {
    const inner = memoryStorage();
    let full = true;
    const storage: KeyValueStorage = {
      ...inner,
      setItem: (key, value) => {
        if (full) throw new DOMException('Quota exceeded', 'QuotaExceededError');
        inner.setItem(key, value);
      },
    };
    const locks = fakeLocks();
    const a = openTab(storage, locks, fakeBus());
    a.store.dispatch(statusEvent(FIRST, 'SUSPEND'));
    await locks.grantAll();
    expect(statusOf(a, FIRST)).toBe(suspended);
    expect(selectStorageNotice(a.store.getState())).not.toBeNull();

    full = false;
    a.store.dispatch(statusEvent(SECOND, 'SUSPEND'));
    await locks.grantAll();
    expect(storedStatus(storage, FIRST)).toBe(suspended);
    expect(storedStatus(storage, SECOND)).toBe(suspended);
    expect(selectStorageNotice(a.store.getState())).toBeNull();
  });
});

describe('loadDomains with Web Locks and BroadcastChannel', () => {
  const channels = new Set<{ onMessage: (data: unknown) => void }>();
  class FakeBroadcastChannel {
    private listener: ((event: { data: unknown }) => void) | null = null;
    private readonly self = { onMessage: (data: unknown) => this.listener?.({ data }) };
    constructor() {
      channels.add(this.self);
    }
    postMessage(data: unknown) {
      for (const channel of channels) if (channel !== this.self) channel.onMessage(data);
    }
    addEventListener(_type: string, listener: (event: { data: unknown }) => void) {
      this.listener = listener;
    }
  }
  const locks = fakeLocks();

  beforeAll(() => {
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    Object.defineProperty(globalThis, 'BroadcastChannel', {
      value: FakeBroadcastChannel,
      configurable: true,
    });
  });
  afterAll(() => {
    Reflect.deleteProperty(navigator, 'locks');
    Reflect.deleteProperty(globalThis, 'BroadcastChannel');
  });

  const enter = (storage: KeyValueStorage) => {
    const store = makeRootStore({}, { storage: null });
    loadDomains(store, { referenceDate: TEST_REFERENCE_DATE, storage });
    return store;
  };

  it('sync the tabs instead of each saving its own state, and toast a refused change', async () => {
    const storage = memoryStorage();
    const a = enter(storage);
    const b = enter(storage);
    a.dispatch(statusEvent(FIRST, 'SUSPEND'));
    b.dispatch(statusEvent(FIRST, 'MARK_UNDER_REVIEW'));
    expect(hasWaitingToasts()).toBe(false);
    // Changes gather for the throttle (50 ms) before a save asks for the lock.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await locks.grantAll();
    expect(a.getState().users.entities[FIRST]!.status).toBe(suspended);
    expect(b.getState().users.entities[FIRST]!.status).toBe(suspended);
    expect(storedStatus(storage, FIRST)).toBe(suspended);
    expect(hasWaitingToasts()).toBe(true);

    flushSavedDomains(b);
    expect(storedStatus(storage, FIRST)).toBe(suspended);
  });
});
