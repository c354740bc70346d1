import 'fake-indexeddb/auto';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { IDBFactory } from 'fake-indexeddb';
import { joinDomains, prepareForDomains, RUNNING } from '@/app/domains';
import { addMiddleware, makeRootStore } from '@/app/rootStore';
import { makeStore } from '@/app/store';
import type { AppStore } from '@/store/hooks';
import type { Journal } from '@/store/idb/unsavedJournal';
import { verificationStatusChanged } from '@/store/sharedActions';
import { canSend } from '@/machines/lifecycle';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import { connect, type Connection } from '@/store/idb/database';
import { readDomain, saveDomains } from '@/store/idb/domainStore';
import type { TabChannel, TabLocks } from '@/store/idb/tabLinks';
import { createTabSync } from '@/store/idb/tabSync';
import type { JoiningDomain, TabSync } from '@/store/idb/tabSyncTypes';
import { TEST_REFERENCE_DATE } from './renderWithProviders';

/*
 * Tabs of the admin area for the tab sync's tests (src/store/idb/tabSync*.test.ts): each its own
 * store and connection to one fake-indexeddb database, with one lock and one channel between them
 * that the test drives.
 */

export const KEYS = Object.keys(RUNNING);

/** One lock for every tab, granted in the order asked, when the test says so. */
export function fakeLocks(): TabLocks & { grantAll(): Promise<void>; waiting(): number } {
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

/** A broadcast channel: a tab never hears its own messages. */
export function fakeBus() {
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

export interface Tab {
  store: AppStore;
  sync: TabSync;
  refused: UnknownAction[];
  connection: Connection;
}

/** Saves the fixtures whole, as the first visit does. */
export async function firstVisit(connection: Connection) {
  const fixtures = makeStore({}, { referenceDate: TEST_REFERENCE_DATE }).getState() as unknown as Record<
    string,
    unknown
  >;
  await saveDomains(
    await connection.db(),
    KEYS.map((key) => ({ domain: key, after: fixtures[key], revision: 1 })),
  );
}

/** `keys` as saved now, ready to join a tab. */
export async function readJoining(connection: Connection, keys: readonly string[]) {
  const db = await connection.db();
  const joining: Record<string, JoiningDomain> = {};
  for (const key of keys) {
    const read = await readDomain(db, key, RUNNING[key as 'users'].isValid);
    if (read.found === 'usable') joining[key] = { state: read.state, revision: read.revision };
  }
  return joining;
}

/** A tab of the admin area: its own store and connection, every domain but `later` as saved. */
export async function openTab(
  factory: IDBFactory,
  locks: TabLocks,
  bus: ReturnType<typeof fakeBus>,
  later: readonly string[] = [],
  /** The tab's journal, where its pages leave what they had not saved. */
  journal?: Journal,
): Promise<Tab> {
  const connection = connect(factory, KEYS);
  const joining = await readJoining(
    connection,
    KEYS.filter((key) => !later.includes(key)),
  );
  const store = makeRootStore();
  const refused: UnknownAction[] = [];
  prepareForDomains(store);
  const sync = createTabSync(store, {
    connection,
    domains: RUNNING,
    locks,
    channel: bus.link(),
    onRefused: (actions) => refused.push(...actions),
    throttleMs: 0,
    journal,
  });
  addMiddleware(store, sync.middleware);
  joinDomains(store, sync.join(joining), []);
  return { store, sync, refused, connection };
}

/**
 * A company queue item that Approve moves, for a company not verified yet, and the verification
 * screen's Approve of it as it reaches the store: the queue item and its company move.
 */
export function companyApproval(today: string) {
  const fixtures = makeStore({}, { referenceDate: TEST_REFERENCE_DATE }).getState();
  const item = Object.values(fixtures.verification.companies.entities).find(
    (candidate) =>
      canSend(verificationQueueMachine, candidate!.status, { type: 'APPROVE' }) &&
      !fixtures.companies.entities[candidate!.companyId]!.verified,
  )!;
  const approve = () =>
    verificationStatusChanged({
      queue: 'companies',
      itemId: item.id,
      subjectId: item.companyId,
      from: item.status,
      to: 'approved',
      today,
    });
  return { item, approve };
}
