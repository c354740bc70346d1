import type { Reducer } from '@reduxjs/toolkit';

/**
 * What a domain hands the composition root (src/app/domains.ts): its reducer, its sample data as a
 * pure function of the reference date, and the check that persisted state must pass on rehydrate
 * (for a domain with statuses: every status is a state of its machine).
 */
export interface DomainDefinition<S> {
  reducer: Reducer<S>;
  seed: (referenceDate: Date) => S;
  /**
   * Saved data is read a batch of records at a time (src/store/idb/domainStore.ts), and each batch is
   * checked as a state of its own: the domain's non-record parts with those records alone. So a
   * check looks at each record on its own and at the non-record parts, never across records (no
   * "unique email" rule here): then every batch passing is the whole passing.
   */
  isValid: (persisted: unknown) => boolean;
}
