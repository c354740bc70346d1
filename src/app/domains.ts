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
import { notingChanges } from '@/store/history/notingChanges';
import { revertingChanges } from '@/store/history/undo';
import { registerDomains } from '@/store/dataTransfer';
import { replacingData } from '@/store/dataReplacement';
import type { AppStore } from '@/store/hooks';
import type { DomainStates } from '@/store/rootState';
import { domainsLoaded } from '@/store/storageSlice';
import { addMiddleware, injectReducer } from './rootStore';
import { spareCopiesFor } from '@/store/spareCopies';

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
 * The domains as the store runs them, each reducer composed once: the slice's own, noting the
 * records each change touches (src/store/history/notingChanges.ts), reverting its records on undo
 * (src/store/history/undo.ts), and taking its whole state when the data is replaced
 * (loaded, another tab's save, an import: src/store/dataReplacement.ts). The store injects these very
 * reducers, and the tab sync replays them.
 */
export const RUNNING = Object.fromEntries(
  DOMAIN_KEYS.map((key) => {
    const definition = DOMAINS[key] as DomainDefinition<unknown>;
    return [
      key,
      {
        ...definition,
        reducer: replacingData(key, revertingChanges(key, notingChanges(key, definition.reducer))),
      },
    ];
  }),
) as Record<DomainKey, DomainDefinition<unknown>>;

export interface LoadDomainsOptions {
  /** "Now" for the sample data: the time the admin area first loads. */
  referenceDate?: Date;
  /** State to start from instead of the fixtures (tests). */
  preloaded?: Partial<DomainStates>;
}

const prepared = new WeakSet<AppStore>();

/**
 * What `store` needs once before its first domain joins: the data tools learn every domain, the
 * audit trail starts watching, and large tables get a spare copy for their next change
 * (src/store/spareCopies.ts). The loader calls it before it adds the tab sync's middleware, so that
 * a change's audit entries reach the sync after the change itself (their order in the queue is what
 * tells a replay that they go with it). Calling it again does nothing.
 */
export function prepareForDomains(store: AppStore): void {
  if (prepared.has(store)) return;
  prepared.add(store);
  registerDomains(store, RUNNING);
  addMiddleware(store, auditTrail());
  const loaded = () => DOMAIN_KEYS.every((key) => key in store.getState());
  store.subscribe(spareCopiesFor(store.getState, loaded).changed);
}

/**
 * Injects the domains' reducers (RUNNING's, as composed once) and gives them their states in one
 * readable `app/domainsLoaded`; `restored` names those whose saved data could not be used. The
 * domains may join a few at a time (src/app/domainLoading.ts), each group in one action.
 */
export function joinDomains(store: AppStore, states: Record<string, unknown>, restored: string[]): void {
  prepareForDomains(store);
  for (const key of Object.keys(states) as DomainKey[])
    injectReducer(store, key, RUNNING[key].reducer as never);
  store.dispatch(domainsLoaded({ states, restored }));
}

/**
 * Joins every domain slice to `store` in memory, each from the preloaded state or fixtures built
 * now, in one `app/domainsLoaded`: what tests use, and what the admin area runs on when the browser
 * has no usable database (src/app/domainLoading.ts loads the saved domains). Synchronous; calling it
 * again for the same store does nothing.
 */
export function loadDomains(
  store: AppStore,
  { referenceDate = new Date(), preloaded = {} }: LoadDomainsOptions = {},
): void {
  const missing = DOMAIN_KEYS.filter((key) => !(key in store.getState()));
  if (missing.length === 0) return;
  const states = Object.fromEntries(
    missing.map((key) => [key, key in preloaded ? preloaded[key] : RUNNING[key].seed(referenceDate)]),
  );
  joinDomains(store, states, []);
}

/** The sample data every domain starts from, dated relative to `referenceDate`. */
export const seedDomainState = (referenceDate: Date): DomainStates =>
  Object.fromEntries(
    DOMAIN_KEYS.map((key) => [key, DOMAINS[key].seed(referenceDate)]),
  ) as unknown as DomainStates;
