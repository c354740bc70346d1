import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { buildDisputes, DISPUTE_PARTY_ROLES, type Dispute } from '@/fixtures/disputes';
import { PRIORITIES, type Priority } from '@/fixtures/notifications';
import { countByStatus } from '@/lib/counts';
import { isEntityState, isRecord, isTimestamp } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import { isStatusOf, nextStatus, statusesOf, statusHasTag, type EventOf } from '@/machines/lifecycle';
import { disputeStatusMachine, type DisputeStatus } from '@/machines/statusSets.machine';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { sampleDataReset } from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';

export type { Dispute, DisputePartyRole } from '@/fixtures/disputes';

export type DisputesState = EntityState<Dispute, string>;

declare module '@/store/rootState' {
  interface DomainStates {
    disputes: DisputesState;
  }
}

const adapter = createEntityAdapter<Dispute>({
  // Newest first; ties broken by id so the order is stable.
  sortComparer: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
});

export const seedDisputes = (reference: Date): DisputesState =>
  adapter.setAll(adapter.getInitialState(), buildDisputes(reference));

export type DisputeEvent = EventOf<typeof disputeStatusMachine>;
export type DisputeEventType = DisputeEvent['type'];

const disputesSlice = createSlice({
  name: 'disputes',
  initialState: adapter.getInitialState(),
  reducers: {
    /**
     * An administrator's decision (Mark in review, Approve, Reject): the machine decides, and a
     * refused event changes nothing. Reaching a `decided` status dates the decision (`today`, an
     * ISO timestamp); undo puts the whole record back, `resolvedAt` included.
     */
    disputeStatusEventSent(state, action: PayloadAction<{ id: string; event: DisputeEvent; today: string }>) {
      const { id, event, today } = action.payload;
      const dispute = state.entities[id];
      if (!dispute) return;
      const next = nextStatus(disputeStatusMachine, dispute.status, event);
      if (next === null) return;
      dispute.status = next;
      if (statusHasTag(disputeStatusMachine, next, 'decided')) dispute.resolvedAt = today;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sampleDataReset, (_state, action) =>
      seedDisputes(new Date(action.payload.referenceDate)),
    );
  },
});

export const { disputeStatusEventSent } = disputesSlice.actions;

const selectDisputesState = (state: RootState) => state.disputes;

export const {
  selectAll: selectAllDisputes,
  selectById: selectDisputeById,
  selectTotal: selectDisputeTotal,
} = tableSelectors(adapter, selectDisputesState);

export interface DisputeFilters {
  /** Spec 5: matched against the raiser, the target and the job id. */
  search: string;
  status: DisputeStatus | 'all';
  priority: Priority | 'all';
}

/** The disputes the list shows: search over raiser, target and job id (spec 5), then the filters. */
export const selectFilteredDisputes = createListSelector<RootState, Dispute, DisputeFilters>(
  selectAllDisputes,
  {
    search: 'search',
    searchFields: (d) => [d.raisedBy, d.against, d.jobId],
    selects: { status: (d) => d.status, priority: (d) => d.priority },
  },
);

/** How many disputes are in each status (every status present). */
export const selectDisputeStatusCounts = createSelector([selectAllDisputes], (all) =>
  countByStatus(statusesOf(disputeStatusMachine), all),
);

const isDispute = (value: unknown): value is Dispute =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.jobId === 'string' &&
  typeof value.raisedBy === 'string' &&
  (DISPUTE_PARTY_ROLES as readonly unknown[]).includes(value.raisedByRole) &&
  typeof value.against === 'string' &&
  (DISPUTE_PARTY_ROLES as readonly unknown[]).includes(value.againstRole) &&
  isStatusOf(disputeStatusMachine, value.status) &&
  typeof value.reason === 'string' &&
  isTimestamp(value.createdAt) &&
  (value.resolvedAt === null || isTimestamp(value.resolvedAt)) &&
  (PRIORITIES as readonly unknown[]).includes(value.priority);

/** Validates what redux-persist reads back for this slice. */
export const isDisputesState = (value: unknown): boolean => isEntityState(value, isDispute, (d) => d.id);

export const disputesDomain: DomainDefinition<DisputesState> = {
  reducer: disputesSlice.reducer,
  seed: seedDisputes,
  isValid: isDisputesState,
};
