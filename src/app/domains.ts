import type { Reducer } from '@reduxjs/toolkit';
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
import { persistDomains, readDomain, writeDomain, type DomainWriter } from '@/store/domainPersistence';
import type { AppStore } from '@/store/hooks';
import type { KeyValueStorage } from '@/store/keyValueStorage';
import type { DomainStates } from '@/store/rootState';
import { domainsLoaded } from '@/store/storageSlice';
import { injectReducer } from './rootStore';

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
} satisfies { [K in keyof DomainStates]: DomainDefinition<DomainStates[K]> };

export type DomainKey = keyof DomainStates;
export const DOMAIN_KEYS = Object.keys(DOMAINS) as DomainKey[];

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

/** A reducer whose state starts at `initial` instead of the slice's empty state. */
const startingAt =
  <S>(reducer: Reducer<S>, initial: S): Reducer<S> =>
  (state = initial, action) =>
    reducer(state, action);

/**
 * Joins every domain slice to `store`, each starting from (in order) the preloaded state, its saved
 * state if that passes the domain's check, or fixtures built now. A saved slice that fails its
 * check is replaced by fixtures (and rewritten) without touching the others, and the storage notice
 * is raised. One `app/domainsLoaded` action then gives every slice its state, so Redux DevTools
 * shows them all at once. Synchronous; calling it again for the same store does nothing.
 */
export function loadDomains(
  store: AppStore,
  { referenceDate = new Date(), storage = null, preloaded = {} }: LoadDomainsOptions = {},
): void {
  const missing = DOMAIN_KEYS.filter((key) => !(key in store.getState()));
  if (missing.length === 0) return;
  const rejected: DomainKey[] = [];
  for (const key of missing) {
    const definition = DOMAINS[key] as DomainDefinition<unknown>;
    const saved = storage && !(key in preloaded) ? readDomain(storage, key, definition.isValid) : null;
    if (saved?.found === 'unusable') rejected.push(key);
    const initial =
      key in preloaded
        ? preloaded[key]
        : saved?.found === 'usable'
          ? saved.state
          : definition.seed(referenceDate);
    injectReducer(store, key, startingAt(definition.reducer, initial) as never);
  }
  store.dispatch(domainsLoaded({ domains: missing, restored: rejected }));
  if (!storage) return;
  for (const key of rejected) writeDomain(storage, key, store.getState()[key]);
  writers.set(store, persistDomains(store, storage, missing));
}

/** The sample data every domain starts from, dated relative to `referenceDate`. */
export const seedDomainState = (referenceDate: Date): DomainStates =>
  Object.fromEntries(
    DOMAIN_KEYS.map((key) => [key, DOMAINS[key].seed(referenceDate)]),
  ) as unknown as DomainStates;
