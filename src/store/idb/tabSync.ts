import { isAction, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { comesFromStorage, replacesData } from '../dataReplacement';
import { caughtUp, replay, type Queued, type Snapshot } from '../replay';
import { domainsSynced } from '../sharedActions';
import { savingFailed, savingResumed } from '../storageSlice';
import { readDomain, readRevisions, saveDomains, type DomainSave } from './domainStore';
import { SAVE_LOCK } from './tabLinks';
import type { JoiningDomain, SyncedStore, TabSync, TabSyncOptions } from './tabSyncTypes';
import { unsavedOf, watchOrphans, type Meanwhile, type Unsaved } from './unsavedJournal';

/**
 * Saving the domains to IndexedDB, two tabs or more at once (docs/decisions.md). A domain action
 * applies in its tab at once and is queued; a task holding a Web Lock shared by the tabs then
 * reads the affected domains' revisions. Where another tab saved since, it reads those domains and
 * replays the queued actions on them with the store's own reducers (`replay`: a machine refuses
 * what no longer applies, and the tab is told); it writes, in one transaction, only the records that
 * changed (an import, a reset or a repaired domain: the whole domain), bumps each domain's revision,
 * and names the domains on the channel; the other tabs read those back. Domains join a few at a
 * time (the page's own first, the rest in the background): what the tab did before a domain joined
 * is done to it as it joins and saved with its next save, and a domain another tab saved while this
 * one was still reading it is checked again as it joins. What a page leaves unsaved is kept in its
 * tab's journal, for its next page or, the tab closed, another tab's (unsavedJournal.ts).
 */

const isBookkeeping = (action: UnknownAction) =>
  comesFromStorage(action) || action.type.startsWith('persist/');

const running = new WeakMap<object, TabSync>();

/**
 * Saves, under the lock, whatever `store` has waiting: the data tools wait for it before they say
 * an import or a reset is done. At once for a store that saves nothing (in memory).
 */
export const saveNow = (store: object): Promise<void> => running.get(store)?.save() ?? Promise.resolve();

/** Saves what `store` has waiting now, without the lock (tests). */
export const flushSaves = (store: object): Promise<void> => running.get(store)?.flush() ?? Promise.resolve();

/**
 * Keeps the domains of `store` saved in IndexedDB and in step with the other tabs. Start it before
 * the first domain joins the store and add `middleware` to it; each domain is then handed to `join`
 * as it is read, the ones a screen needs first and the others later (src/app/domainLoading.ts).
 */
export function createTabSync(store: SyncedStore, options: TabSyncOptions): TabSync {
  const { connection, domains, locks, channel, onRefused, onSaved, throttleMs = 50, journal } = options;
  const keys = Object.keys(domains);
  const reducers = Object.fromEntries(keys.map((key) => [key, domains[key]!.reducer]));
  const current = () => store.getState() as Snapshot;
  /** What this tab knows to be saved of each joined domain: its state and revision. */
  const confirmed = new Map<string, { state: unknown; revision: number }>();
  const queue: Queued[] = [];
  const refresh = new Set<string>();
  const whole = new Set<string>();
  /**
   * This tab's actions since the sync started, while some domain has not joined yet; first, those
   * its previous page left unsaved (done to the domains they are still to be done to).
   */
  const meanwhile: Meanwhile[] = (journal?.take() ?? []).map(({ action, domains }) => ({
    action,
    only: domains,
  }));
  /** The order the tab's actions were done in (the journal keeps it). */
  const order = new WeakMap<UnknownAction, number>();
  let done = 0;
  const stamp = (action: UnknownAction) => void (order.has(action) || order.set(action, (done += 1)));
  meanwhile.forEach(({ action }) => stamp(action));
  /**
   * The save under way: its actions and domains, once its write has opened a way to abort it, and
   * whether the page going away did (`left`).
   */
  let saving: { entries: Queued[]; domains: string[]; abort?: () => boolean; left?: boolean } | null = null;
  /** Set while the page is away (from `pagehide` until it comes back from the back-forward cache, if it does). */
  let leaving = false;
  /** Domains not joined yet that another tab has saved since: checked again once they join. */
  const heard = new Set<string>();
  /**
   * Per joined domain, the changes made to it before it joined, until they are saved: put on the
   * saved state again if another tab saved the domain first. Applied as they are, with no
   * refusal told: the change each belongs to was told about in the domains it was made in.
   */
  const catchUp = new Map<string, UnknownAction[]>();
  let failing = false;
  let scheduled = false;

  const report = (failed: boolean) => {
    if (failed === failing) return;
    failing = failed;
    store.dispatch(failed ? savingFailed() : savingResumed());
  };

  async function reconcile(): Promise<void> {
    scheduled = false;
    const entries = queue.splice(0);
    for (const entry of entries)
      if (replacesData(entry.action)) entry.domains.forEach((key) => whole.add(key));
    const changed = entries.flatMap((entry) => entry.domains);
    // A domain's changes from before it joined stay waiting until a save takes them (one failed).
    const affected = [...new Set([...refresh, ...whole, ...catchUp.keys(), ...changed])];
    refresh.clear();
    if (affected.length === 0) return;
    const save: NonNullable<typeof saving> = { entries, domains: affected };
    saving = save;
    try {
      const db = await connection.db();
      const revisions = await readRevisions(db, affected);
      const base: Snapshot = {};
      let moved = false;
      for (const key of affected) {
        base[key] = confirmed.get(key)!.state;
        if (revisions.get(key) === confirmed.get(key)!.revision) continue;
        moved = true;
        const saved = await readDomain(db, key, domains[key]!.isValid);
        if (saved.found === 'usable') base[key] = saved.state;
        else whole.add(key); // unusable as saved: this tab's state repairs it
      }
      // Nothing saved by another tab since: the local state already is the replay.
      const local = current();
      const replayed = moved
        ? replay(caughtUp(base, catchUp, reducers), entries, reducers)
        : { state: local, refused: [] };
      const result = replayed.state;
      // A domain never saved (revision 0) has no frame or records in the database yet: written whole.
      for (const key of affected) if (revisions.get(key) === 0) whole.add(key);
      const saves: DomainSave[] = affected
        .filter((key) => result[key] !== base[key] || whole.has(key))
        .map((key) => ({
          domain: key,
          after: result[key],
          ...(whole.has(key) ? {} : { before: base[key] }),
          revision: revisions.get(key)! + 1,
        }));
      await saveDomains(db, saves, (abort) => (save.abort = abort));
      const written = new Set(saves.map((save) => save.domain));
      for (const key of affected) {
        confirmed.set(key, {
          state: result[key],
          revision: revisions.get(key)! + (written.has(key) ? 1 : 0),
        });
        if (written.has(key)) whole.delete(key);
        catchUp.delete(key);
      }
      if (moved) {
        // What the tab shows: the saved result, with the changes made meanwhile replayed on it.
        const shown = replay(result, queue, reducers).state;
        const now = current();
        const changed = affected.filter((key) => shown[key] !== now[key]);
        if (changed.length > 0) {
          store.dispatch(
            domainsSynced({ states: Object.fromEntries(changed.map((key) => [key, shown[key]])) }),
          );
        }
      }
      report(false);
      if (written.size > 0) {
        channel.post([...written]);
        onSaved?.([...written]);
      }
      if (replayed.refused.length > 0) onRefused?.(replayed.refused);
    } catch {
      // Refused (quota, the database closed or gone): kept in this tab, tried again with the next
      // change. Aborted as the page went away: kept too, and saved if the page comes back.
      queue.unshift(...entries);
      if (!save.left) report(true);
      else if (!leaving) schedule(0);
    } finally {
      saving = null;
    }
  }

  // One reconcile at a time in this tab: a flush (a test, the page going away) that came while a
  // scheduled save was writing found nothing waiting and returned before that write was done, so a
  // store read just after could miss it (seen once in CI: Account Settings' reload test).
  let lastReconcile: Promise<void> = Promise.resolve();
  const reconcileInTurn = (): Promise<void> => (lastReconcile = lastReconcile.then(reconcile, reconcile));

  function schedule(wait: number): void {
    if (scheduled) return;
    scheduled = true;
    const request = () => void locks.request(SAVE_LOCK, reconcileInTurn);
    if (wait > 0) setTimeout(request, wait);
    else request();
  }

  channel.listen((names) => {
    for (const key of names) {
      if (confirmed.has(key)) refresh.add(key);
      else if (keys.includes(key)) heard.add(key);
    }
    if (refresh.size > 0) schedule(0);
  });

  const middleware: Middleware = () => (next) => (action) => {
    if (!isAction(action) || isBookkeeping(action)) return next(action);
    const before = current();
    stamp(action);
    const outcome = next(action);
    const after = current();
    if (confirmed.size < keys.length) meanwhile.push({ action });
    const touched = [...confirmed.keys()].filter((key) => before[key] !== after[key]);
    if (touched.length > 0) {
      queue.push({ action, domains: touched });
      schedule(throttleMs);
    }
    return outcome;
  };

  /**
   * A closed tab's unsaved changes (its journal, `watchOrphans`), done as this tab's own to the
   * domains they are still to be done to: replayed on the joined ones now (a refused change is
   * told), queued and saved; done to the others as they join.
   */
  function adopt(entries: readonly Unsaved[]): void {
    const now = current();
    const joined: Queued[] = [];
    for (const { action, domains } of entries) {
      stamp(action);
      const unjoined = domains.filter((key) => keys.includes(key) && !confirmed.has(key));
      if (unjoined.length > 0) meanwhile.push({ action, only: unjoined });
      const to = domains.filter((key) => confirmed.has(key));
      if (to.length > 0) joined.push({ action, domains: to });
    }
    const { state, refused, kept } = replay(now, joined, reducers);
    queue.push(...kept);
    const changed = keys.filter((key) => state[key] !== now[key]);
    if (changed.length > 0)
      store.dispatch(domainsSynced({ states: Object.fromEntries(changed.map((key) => [key, state[key]])) }));
    if (refused.length > 0) onRefused?.(refused);
    schedule(0);
  }

  function join(joining: Readonly<Record<string, JoiningDomain>>): Record<string, unknown> {
    const states: Record<string, unknown> = {};
    for (const [key, { state, revision, whole: asWhole }] of Object.entries(joining)) {
      if (confirmed.has(key) || !keys.includes(key)) continue;
      // What this tab did before the domain joined, done to it now, in the order it was done.
      const changes: UnknownAction[] = [];
      let shown = state;
      for (const { action, only } of meanwhile) {
        if (only && !only.includes(key)) continue;
        const next: unknown = reducers[key]!(shown, action);
        if (next === shown) continue;
        changes.push(action);
        if (replacesData(action)) whole.add(key); // an import or a reset is written whole
        shown = next;
      }
      confirmed.set(key, { state, revision });
      states[key] = shown;
      if (asWhole) whole.add(key);
      if (changes.length > 0) catchUp.set(key, changes);
      // Checked again when another tab saved it while this one was still reading it.
      if (heard.delete(key)) refresh.add(key);
    }
    if (confirmed.size === keys.length) meanwhile.length = 0;
    if (refresh.size > 0 || whole.size > 0 || catchUp.size > 0) schedule(0);
    return states;
  }

  /**
   * Keeps what is not saved for the tab's next page: the save under way unless its write is already
   * committing (it lands), what waits, each joined domain's changes from before it joined, and the
   * actions still to be done to the domains that have not joined.
   */
  function leave(): void {
    if (!journal) return;
    leaving = true;
    const aborted = saving?.abort?.();
    if (saving && aborted) saving.left = true;
    const landed = aborted === false ? saving : null;
    const unsaved = unsavedOf({
      queue: [...(landed ? [] : (saving?.entries ?? [])), ...queue],
      catchUp: [...catchUp].filter(([key]) => !landed?.domains.includes(key)),
      meanwhile,
      unjoined: keys.filter((key) => !confirmed.has(key)),
      order: (action) => order.get(action)!,
    });
    journal.write(unsaved);
  }

  const checkOrphans = journal && watchOrphans(journal, locks, adopt, () => !leaving);
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', leave);
    // Back from the back-forward cache: the page saves what it kept itself.
    window.addEventListener('pageshow', (event) => {
      if (!event.persisted || !leaving) return;
      leaving = false;
      journal?.clear();
      if (queue.length > 0) schedule(0);
      checkOrphans?.();
    });
  }
  const sync: TabSync = {
    middleware,
    join,
    save: () => locks.request(SAVE_LOCK, reconcileInTurn).then(() => undefined),
    flush: reconcileInTurn,
    leave,
  };
  running.set(store, sync);
  return sync;
}
