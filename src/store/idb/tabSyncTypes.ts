import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { Journal } from './unsavedJournal';
import type { Connection } from './database';
import type { TabChannel, TabLocks } from './tabLinks';

/* What the tab sync (tabSync.ts) takes and gives. */

/** What the sync needs of a domain: the store's own reducer (replayed) and the check a saved state must pass. */
export interface SyncedDomain {
  reducer: Reducer;
  isValid: (state: unknown) => boolean;
}

/** The store the sync keeps in step: its state holds the domains by key. */
export interface SyncedStore {
  getState(): unknown;
  dispatch(action: UnknownAction): unknown;
}

export interface TabSyncOptions {
  connection: Connection;
  domains: Readonly<Record<string, SyncedDomain>>;
  locks: TabLocks;
  channel: TabChannel;
  onRefused?: (actions: UnknownAction[]) => void;
  /** Domains just written (the loader then removes what local storage held of them). */
  onSaved?: (domains: string[]) => void;
  throttleMs?: number;
  /** Where the changes left unsaved when the page goes away are kept (unsavedJournal.ts). */
  journal?: Journal | null;
}

/** A domain joining the store, as it was read from the database. */
export interface JoiningDomain {
  state: unknown;
  /** Its revision in the same read (0: never saved). */
  revision: number;
  /** Written whole at the next save: repaired, migrated, or moved from local storage. */
  whole?: boolean;
}

export interface TabSync {
  middleware: Middleware;
  /**
   * Takes on domains as they join the store: returns the states to join with, which are the states
   * read with this tab's changes made meanwhile replayed on them (a change of a joined domain can
   * change one still being read: a driver assigned to a job adds the job to the driver's history).
   */
  join(domains: Readonly<Record<string, JoiningDomain>>): Record<string, unknown>;
  /** Saves what is waiting now, under the lock (the data tools: an import or a reset is written before it is told). */
  save(): Promise<void>;
  /** Saves what is waiting now, without the lock (tests). */
  flush(): Promise<void>;
  /** The page is going away: what is not saved yet is kept for the tab's next page (pagehide; tests). */
  leave(): void;
}
