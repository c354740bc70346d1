import { setup } from 'xstate';
import type { LifecycleMeta, StatusOf } from './lifecycle';

/**
 * Spec 4, driver document status: verified to pending or rejected; pending to verified or
 * rejected; rejected to verified. (The spec also mentions an "under review" label, which is a
 * label, not a state.) The admin Documents list uses the same statuses.
 */
export const driverDocumentMachine = setup({
  types: {
    events: {} as { type: 'VERIFY' } | { type: 'MARK_PENDING' } | { type: 'REJECT' },
    meta: {} as LifecycleMeta,
  },
}).createMachine({
  id: 'driverDocument',
  initial: 'pending',
  states: {
    verified: { meta: { tone: 'success' }, on: { MARK_PENDING: 'pending', REJECT: 'rejected' } },
    pending: { meta: { tone: 'warning' }, on: { VERIFY: 'verified', REJECT: 'rejected' } },
    rejected: { meta: { tone: 'error' }, on: { VERIFY: 'verified' } },
  },
});

export type DocumentStatus = StatusOf<typeof driverDocumentMachine>;
