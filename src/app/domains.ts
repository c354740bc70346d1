import { showToast } from '@/components/toast';
import { assignmentsDomain } from '@/features/assignments/assignmentsSlice';
import { companiesDomain } from '@/features/companies/companiesSlice';
import { disputesDomain } from '@/features/disputes/disputesSlice';
import { documentsDomain } from '@/features/documents/documentsSlice';
import { jobsDomain } from '@/features/jobs/jobsSlice';
import { notificationsDomain } from '@/features/notifications/notificationsSlice';
import { paymentsDomain } from '@/features/payments/paymentsSlice';
import { profileDomain } from '@/features/profile/profileSlice';
import { rolesDomain } from '@/features/roles/rolesSlice';
import { usersDomain } from '@/features/users/usersSlice';
import { verificationDomain } from '@/features/verification/verificationSlice';
import type { DomainDefinition } from '@/store/domain';
import { auditDomain, auditTrail } from '@/store/history/audit';
import { revertingChanges } from '@/store/history/undo';
import { registerDomains } from '@/store/dataTransfer';
import { replacingData } from '@/store/dataReplacement';
import { persistDomains, readDomain, type DomainWriter } from '@/store/domainPersistence';
import type { AppStore } from '@/store/hooks';
import type { KeyValueStorage } from '@/store/keyValueStorage';
import type { DomainStates } from '@/store/rootState';
import { domainsLoaded, storageUnavailable } from '@/store/storageSlice';
import { browserTabLinks, createTabSync } from '@/store/tabSync';
import { i18n } from '@/i18n';
import { addMiddleware, injectReducer } from './rootStore';

/**
 * Every domain slice of the store, by its key in the state. Adding a domain: declare its key in
 * `DomainStates` (in its slice file) and add its definition here; the `satisfies` clause fails to
 * compile until every declared key has one. This module is loaded with the admin area, never by
 * the public pages.
 */
export const DOMAINS = {
  notifications: notificationsDomain,
  companies: companiesDomain,
  verification: verificationDomain,
  payments: paymentsDomain,
  disputes: disputesDomain,
  documents: documentsDomain,
  roles: rolesDomain,
  users: usersDomain,
  jobs: jobsDomain,
  assignments: assignmentsDomain,
  profile: profileDomain,
  audit: auditDomain,
} satisfies { [K in keyof DomainStates]: DomainDefinition<DomainStates[K]> };

export type DomainKey = keyof DomainStates;
export const DOMAIN_KEYS = Object.keys(DOMAINS) as DomainKey[];

/**
 * The domains as the store runs them, each reducer composed once: the slice's own, reverting its
 * records on undo (src/store/history/undo.ts), and taking its whole state when the data is replaced
 * (loaded, another tab's save, an import: src/store/dataReplacement.ts). The store injects these very
 * reducers, and the tab sync replays them.
 */
export const RUNNING = Object.fromEntries(
  DOMAIN_KEYS.map((key) => {
    const definition = DOMAINS[key] as DomainDefinition<unknown>;
    return [key, { ...definition, reducer: replacingData(key, revertingChanges(key, definition.reducer)) }];
  }),
) as Record<DomainKey, DomainDefinition<unknown>>;

export interface LoadDomainsOptions {
  /** "Now" for the sample data: the time the admin area first loads. */
  referenceDate?: Date;
  /** Where the domains persist (each under its own key); `null` turns persistence off. */
  storage?: KeyValueStorage | null;
  /** State to start from instead of the saved data or the fixtures (tests). */
  preloaded?: Partial<DomainStates>;
}

const writers = new WeakMap<AppStore, DomainWriter>();

/** Writes now whatever domain changes of `store` are still waiting for the throttled write. */
export const flushSavedDomains = (store: AppStore): void => writers.get(store)?.flush();

/**
 * Where the browser can (Web Locks, BroadcastChannel), tabs share the saved domains without
 * overwriting each other (src/store/tabSync.ts); a change another tab made inapplicable is
 * dropped and told. Null elsewhere: the throttled writer saves this tab's state as before.
 */
function syncAcrossTabs(
  store: AppStore,
  storage: KeyValueStorage,
  unsaved: readonly string[],
): DomainWriter | null {
  const links = browserTabLinks();
  if (!links) return null;
  const sync = createTabSync(store, {
    storage,
    domains: RUNNING,
    unsaved,
    ...links,
    onRefused: () =>
      showToast({
        title: i18n.t('admin.tabSync.refusedTitle'),
        description: i18n.t('admin.tabSync.refusedDescription'),
        variant: 'destructive',
      }),
  });
  addMiddleware(store, sync.middleware);
  return sync;
}

/**
 * Injects the domains' reducers (RUNNING's, as composed once) and gives them their states in one
 * readable `app/domainsLoaded`; `restored` names those whose saved data could not be used.
 */
export function joinDomains(store: AppStore, states: Record<string, unknown>, restored: string[]): void {
  for (const key of Object.keys(states) as DomainKey[])
    injectReducer(store, key, RUNNING[key].reducer as never);
  store.dispatch(domainsLoaded({ states, restored }));
  registerDomains(store, RUNNING);
  addMiddleware(store, auditTrail());
}

/**
 * Joins every domain slice to `store`, each starting from (in order) the preloaded state, its saved
 * state (migrated from an older version of that domain if need be) if that passes the domain's
 * check, or fixtures built now. A saved slice that cannot be used is replaced by fixtures without
 * touching the others, and the storage notice names it; a storage that refuses to be read raises
 * "changes will not be kept". Repaired and migrated slices are written back at once. One
 * `app/domainsLoaded` action then gives every slice its state, so Redux DevTools shows them all at
 * once. Synchronous; calling it again for the same store does nothing.
 */
export function loadDomains(
  store: AppStore,
  { referenceDate = new Date(), storage = null, preloaded = {} }: LoadDomainsOptions = {},
): void {
  const missing = DOMAIN_KEYS.filter((key) => !(key in store.getState()));
  if (missing.length === 0) return;
  const rejected: DomainKey[] = [];
  const unsaved: DomainKey[] = [];
  const states: Record<string, unknown> = {};
  let refused = false;
  for (const key of missing) {
    const definition = RUNNING[key];
    const saved = storage && !(key in preloaded) ? readDomain(storage, key, definition.isValid) : null;
    if (saved?.found === 'unusable') rejected.push(key);
    if (saved?.found === 'refused') refused = true;
    if (saved?.found === 'unusable' || (saved?.found === 'usable' && saved.migrated)) unsaved.push(key);
    states[key] =
      key in preloaded
        ? preloaded[key]
        : saved?.found === 'usable'
          ? saved.state
          : definition.seed(referenceDate);
  }
  joinDomains(store, states, rejected);
  if (refused) store.dispatch(storageUnavailable());
  if (!storage) return;
  const writer =
    syncAcrossTabs(store, storage, unsaved) ?? persistDomains(store, storage, missing, undefined, unsaved);
  writers.set(store, writer);
  if (unsaved.length > 0) writer.flush();
}

/** The sample data every domain starts from, dated relative to `referenceDate`. */
export const seedDomainState = (referenceDate: Date): DomainStates =>
  Object.fromEntries(
    DOMAIN_KEYS.map((key) => [key, DOMAINS[key].seed(referenceDate)]),
  ) as unknown as DomainStates;
