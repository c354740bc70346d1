import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import {
  buildDocuments,
  DOCUMENT_TYPES,
  DOCUMENT_USER_TYPES,
  type Document,
  type DocumentUserType,
} from '@/fixtures/documents';
import { countByStatus } from '@/lib/counts';
import { isEntityState, isPlainDate, isRecord } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import { driverDocumentMachine, type DocumentStatus } from '@/machines/driverDocument.machine';
import { isStatusOf, nextStatus, statusesOf, type EventOf } from '@/machines/lifecycle';
import { planBatch, type BatchPlan } from '@/components/history/bulk';
import type { DomainDefinition } from '@/store/domain';
import type { AppDispatch } from '@/store/hooks';
import type { RootState } from '@/store/rootState';
import { sampleDataReset } from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';

export type { Document, DocumentType, DocumentUserType } from '@/fixtures/documents';

export type DocumentsState = EntityState<Document, string>;
export type DocumentEvent = EventOf<typeof driverDocumentMachine>;

declare module '@/store/rootState' {
  interface DomainStates {
    documents: DocumentsState;
  }
}

/** The "expiring soon" window of the stat card, in days from today. */
export const EXPIRY_WARNING_DAYS = 30;

const adapter = createEntityAdapter<Document>({
  // Newest upload first; ties broken by id so the order is stable.
  sortComparer: (a, b) => b.uploadDate.localeCompare(a.uploadDate) || a.id.localeCompare(b.id),
});

export const seedDocuments = (reference: Date): DocumentsState =>
  adapter.setAll(adapter.getInitialState(), buildDocuments(reference));

const documentsSlice = createSlice({
  name: 'documents',
  initialState: adapter.getInitialState(),
  reducers: {
    /** An admin verified, rejected or re-opened a document (spec 6); the machine decides. */
    documentStatusEventSent(state, action: PayloadAction<{ id: string; event: DocumentEvent }>) {
      const { id, event } = action.payload;
      const document = state.entities[id];
      if (!document) return;
      const next = nextStatus(driverDocumentMachine, document.status, event);
      if (next !== null) document.status = next;
    },
    /** A bulk action (issue 12): one event for several documents, each asking its own machine. */
    documentStatusEventsSent(state, action: PayloadAction<{ ids: readonly string[]; event: DocumentEvent }>) {
      const { ids, event } = action.payload;
      for (const id of ids) {
        const document = state.entities[id];
        const next = document ? nextStatus(driverDocumentMachine, document.status, event) : null;
        if (document && next !== null) document.status = next;
      }
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sampleDataReset, (_state, action) =>
      seedDocuments(new Date(action.payload.referenceDate)),
    );
  },
});

export const { documentStatusEventSent, documentStatusEventsSent } = documentsSlice.actions;

/**
 * A bulk action on documents: plans it from the store (`planBatch`: which documents' machines accept
 * the event, and why the others do not), then changes the accepted ones in one action, so that one
 * Undo restores them all. Returns the plan.
 */
export const documentEventsSent =
  ({ ids, event }: { ids: readonly string[]; event: DocumentEvent }) =>
  (dispatch: AppDispatch, getState: () => RootState): BatchPlan => {
    const { entities } = getState().documents;
    const plan = planBatch(
      driverDocumentMachine,
      ids.flatMap((id) => entities[id] ?? []),
      event,
    );
    if (plan.accepted.length > 0) dispatch(documentStatusEventsSent({ ids: plan.accepted, event }));
    return plan;
  };

const selectDocumentsState = (state: RootState) => state.documents;

export const {
  selectAll: selectAllDocuments,
  selectById: selectDocumentById,
  selectTotal: selectDocumentTotal,
} = tableSelectors(adapter, selectDocumentsState);

export interface DocumentFilters {
  /** Spec 5: matched against the file name, the user name and the document type. */
  search: string;
  status: DocumentStatus | 'all';
  userType: DocumentUserType | 'all';
}

/** The documents the list shows: search over file name, user name and type (spec 5), then the filters. */
export const selectFilteredDocuments = createListSelector<RootState, Document, DocumentFilters>(
  selectAllDocuments,
  {
    search: 'search',
    searchFields: (d) => [d.fileName, d.userName, d.documentType],
    selects: { status: (d) => d.status, userType: (d) => d.userType },
  },
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the document expires between `today` and `EXPIRY_WARNING_DAYS` later, both included. */
export function expiresSoon(document: Pick<Document, 'expiryDate'>, today: string): boolean {
  const start = today.slice(0, 10);
  const end = new Date(Date.parse(start) + EXPIRY_WARNING_DAYS * DAY_MS).toISOString().slice(0, 10);
  return document.expiryDate >= start && document.expiryDate <= end;
}

export interface DocumentStats {
  total: number;
  byStatus: Record<DocumentStatus, number>;
  /** Not yet expired, but expiring within 30 days of today. */
  expiringSoon: number;
}

/** The stat cards: total, each status, and documents expiring within 30 days of `today` (ISO). */
export const selectDocumentStats = createSelector(
  [selectAllDocuments, (_state: RootState, today: string) => today],
  (all, today): DocumentStats => ({
    total: all.length,
    byStatus: countByStatus(statusesOf(driverDocumentMachine), all),
    expiringSoon: all.filter((d) => expiresSoon(d, today)).length,
  }),
);

const isDocument = (value: unknown): value is Document =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.fileName === 'string' &&
  (DOCUMENT_TYPES as readonly unknown[]).includes(value.documentType) &&
  typeof value.userID === 'string' &&
  typeof value.userName === 'string' &&
  (DOCUMENT_USER_TYPES as readonly unknown[]).includes(value.userType) &&
  isPlainDate(value.uploadDate) &&
  isPlainDate(value.expiryDate) &&
  isStatusOf(driverDocumentMachine, value.status) &&
  typeof value.fileSize === 'string';

/** Validates what redux-persist reads back for this slice. */
export const isDocumentsState = (value: unknown): boolean => isEntityState(value, isDocument, (d) => d.id);

export const documentsDomain: DomainDefinition<DocumentsState> = {
  reducer: documentsSlice.reducer,
  seed: seedDocuments,
  isValid: isDocumentsState,
};
