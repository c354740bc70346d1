import { createSelector, createSlice, isAction, type Middleware, type PayloadAction } from '@reduxjs/toolkit';
import { isRecord, isString, isTimestamp } from '@/lib/entityState';
import { SIGNED_IN_ADMIN_ID } from '@/lib/session';
import { eventsBetween } from '@/machines/lifecycle';
import type { DomainDefinition } from '../domain';
import type { RootState } from '../rootState';
import { replacesData } from '../dataReplacement';
import { changedRecords } from '../recordChanges';
import { sampleDataReset } from '../sharedActions';
import { CONSEQUENCE } from '../replay';
import {
  ENTITY_KINDS,
  ENTITY_TABLES,
  ENTITY_TYPES,
  tableOf,
  type EntityType,
  type LifecycleRecord,
} from './entityTables';
import { changesReverted } from './undo';

/**
 * The audit trail (issue 12): every status transition of every record, noted by one middleware
 * (`auditTrail`) that compares the records' statuses before and after each action, so no screen
 * and no reducer writes an entry. Kept in a persisted domain of its own, newest first, bounded.
 */
export interface AuditEntry {
  id: string;
  /** ISO timestamp. */
  at: string;
  /** The administrator who made the change (the signed-in one). */
  by: string;
  entityType: EntityType;
  entityId: string;
  entityName: string;
  /** The user, company or job the record belongs to, when it is not one itself. */
  subjectId?: string;
  from: string;
  to: string;
  /** The machine event that made the change, or UNDO when an undo put the status back. */
  event: string;
}

export interface AuditState {
  entries: AuditEntry[];
}

declare module '../rootState' {
  interface DomainStates {
    audit: AuditState;
  }
}

/** Entries kept: enough for months of an administrator's work, small enough for local storage. */
export const MAX_AUDIT_ENTRIES = 1000;

export const UNDO_EVENT = 'UNDO';
/** A status change no machine event explains (data fixed by hand, say). */
export const CHANGE_EVENT = 'CHANGE';

const auditSlice = createSlice({
  name: 'audit',
  initialState: (): AuditState => ({ entries: [] }),
  reducers: {
    /**
     * New entries, newest first. Marked as the consequence of the change they record: if another
     * tab's change makes that change refused on replay, its entries are dropped with it.
     */
    auditRecorded: {
      reducer(state, action: PayloadAction<AuditEntry[]>) {
        state.entries = [...action.payload, ...state.entries].slice(0, MAX_AUDIT_ENTRIES);
      },
      prepare: (entries: AuditEntry[]) => ({ payload: entries, meta: { [CONSEQUENCE]: true } }),
    },
  },
  extraReducers: (builder) => {
    // The sample data starts with no history: its statuses were never changed here.
    builder.addCase(sampleDataReset, () => ({ entries: [] }));
  },
});

export const { auditRecorded } = auditSlice.actions;

const isAuditEntry = (value: unknown): value is AuditEntry =>
  isRecord(value) &&
  ['id', 'by', 'entityId', 'entityName', 'from', 'to', 'event'].every((key) => isString(value[key])) &&
  isTimestamp(value.at) &&
  (ENTITY_TYPES as readonly unknown[]).includes(value.entityType) &&
  (value.subjectId === undefined || isString(value.subjectId));

export const isAuditState = (value: unknown): value is AuditState =>
  isRecord(value) && Array.isArray(value.entries) && value.entries.every(isAuditEntry);

export const auditDomain: DomainDefinition<AuditState> = {
  reducer: auditSlice.reducer,
  seed: () => ({ entries: [] }),
  isValid: isAuditState,
};

const statusesOf = (records: LifecycleRecord[]) => new Map(records.map((record) => [record.id, record]));

/** The event the action says it sent, if it says (`payload.event.type`). */
function eventOf(action: { payload?: unknown }): string | undefined {
  const event = isRecord(action.payload) ? action.payload.event : undefined;
  return isRecord(event) && isString(event.type) ? event.type : undefined;
}

let sequence = 0;

/** The transitions between two states of the store, as audit entries (newest first: array order). */
export function transitionsBetween(
  prev: object,
  next: object,
  action: { type: string; payload?: unknown },
  at: string,
): AuditEntry[] {
  const entries: AuditEntry[] = [];
  const said = eventOf(action);
  for (const entityType of ENTITY_TYPES) {
    const kind = ENTITY_KINDS[entityType];
    for (const { before: rowBefore, after: rowAfter } of changedRecords(
      tableOf(prev, kind.table),
      tableOf(next, kind.table),
    )) {
      if (!rowBefore || !rowAfter) continue;
      const old = statusesOf(kind.records(rowBefore as never));
      for (const record of kind.records(rowAfter as never)) {
        const from = old.get(record.id)?.status;
        if (from === undefined || from === record.status) continue;
        const event = changesReverted.match(action)
          ? UNDO_EVENT
          : said && eventsBetween(kind.machine, from, record.status).includes(said)
            ? said
            : (eventsBetween(kind.machine, from, record.status)[0] ?? CHANGE_EVENT);
        sequence += 1;
        entries.push({
          id: `${at}-${sequence}`,
          at,
          by: SIGNED_IN_ADMIN_ID,
          entityType,
          entityId: record.id,
          entityName: record.name,
          ...(record.subjectId ? { subjectId: record.subjectId } : {}),
          from,
          to: record.status,
          event,
        });
      }
    }
  }
  return entries;
}

const AUDITED_DOMAINS = [...new Set(Object.values(ENTITY_TABLES).map((table) => table.domain))];

/** The one writer of the audit trail: after each change, one `audit/auditRecorded` with its transitions. */
export const auditTrail =
  (now: () => Date = () => new Date()): Middleware =>
  (api) =>
  (next) =>
  (action) => {
    const prev = api.getState() as Record<string, unknown>;
    const result = next(action);
    if (!isAction(action) || replacesData(action)) return result;
    const state = api.getState() as Record<string, unknown>;
    if (AUDITED_DOMAINS.every((domain) => prev[domain] === state[domain])) return result;
    const { payload } = action as { payload?: unknown };
    const today = isRecord(payload) ? payload.today : undefined;
    const at = isTimestamp(today) ? today : now().toISOString();
    const entries = transitionsBetween(prev, state, action, at);
    if (entries.length > 0) api.dispatch(auditRecorded(entries));
    return result;
  };

export const selectAuditEntries = (state: RootState): AuditEntry[] => state.audit.entries;

/** A user's, company's or job's entries: its own and those of the records that belong to it. */
export const selectAuditFor = createSelector(
  [selectAuditEntries, (_: RootState, id: string) => id],
  (entries, id) => entries.filter((entry) => entry.entityId === id || entry.subjectId === id),
);
