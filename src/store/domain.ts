import type { Reducer } from '@reduxjs/toolkit';

/**
 * What a domain hands the composition root (src/app/domains.ts): its reducer, its sample data as a
 * pure function of the reference date, and the check that persisted state must pass on rehydrate
 * (for a domain with statuses: every status is a state of its machine).
 */
export interface DomainDefinition<S> {
  reducer: Reducer<S>;
  seed: (referenceDate: Date) => S;
  isValid: (persisted: unknown) => boolean;
}
