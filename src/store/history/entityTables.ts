import type { AnyStateMachine } from 'xstate';
import { applicantMachine } from '@/machines/applicant.machine';
import { assignmentMachine } from '@/machines/assignment.machine';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { jobMachine } from '@/machines/job.machine';
import { companyStatusMachine, disputeStatusMachine } from '@/machines/statusSets.machine';
import { userStatusMachine } from '@/machines/userStatus.machine';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';
import type { Table } from '../recordChanges';

export type { AnyRecord, Table } from '../recordChanges';

/**
 * Where the records of the domains live, for the two features that work on any record without
 * knowing its feature: undo (./undo.ts) puts records back as they were, and the audit trail
 * (./audit.ts) notes each status a record moves through. A table is an entity state (`ids`,
 * `entities`) at `path` inside its domain's state.
 */
export const ENTITY_TABLES = {
  users: { domain: 'users', path: [] },
  companies: { domain: 'companies', path: [] },
  userVerification: { domain: 'verification', path: ['users'] },
  companyVerification: { domain: 'verification', path: ['companies'] },
  documents: { domain: 'documents', path: [] },
  jobs: { domain: 'jobs', path: [] },
  assignments: { domain: 'assignments', path: [] },
  disputes: { domain: 'disputes', path: [] },
  roles: { domain: 'roles', path: [] },
  notifications: { domain: 'notifications', path: [] },
  payments: { domain: 'payments', path: [] },
} as const satisfies Record<string, { domain: string; path: readonly string[] }>;

export type TableKey = keyof typeof ENTITY_TABLES;
export const TABLE_KEYS = Object.keys(ENTITY_TABLES) as TableKey[];

/** The table inside a domain's state (undefined when the domain is not loaded). */
export function tableIn(domainState: unknown, key: TableKey): Table | undefined {
  let node: unknown = domainState;
  for (const step of ENTITY_TABLES[key].path) node = (node as Record<string, unknown> | undefined)?.[step];
  return node as Table | undefined;
}

export const tableOf = (state: object, key: TableKey): Table | undefined =>
  tableIn((state as Record<string, unknown>)[ENTITY_TABLES[key].domain], key);

/** A record with a lifecycle, as the audit trail names it. */
export interface LifecycleRecord {
  id: string;
  status: string;
  /** What the Activity page shows and searches: a person's or company's name, a job's title. */
  name: string;
  /** The user, company or job the record belongs to (a queue item's user, a job's applicant). */
  subjectId?: string;
}

/** Every kind of record whose status a machine moves; the audit trail records their transitions. */
export const ENTITY_TYPES = [
  'user',
  'driverDocument',
  'company',
  'userVerification',
  'companyVerification',
  'document',
  'job',
  'applicant',
  'assignment',
  'dispute',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

interface EntityKind {
  table: TableKey;
  machine: AnyStateMachine;
  /** The lifecycle records one row of the table holds (itself, or records nested in it). */
  records: (row: never) => LifecycleRecord[];
}

type Row<T extends Record<string, unknown>> = (row: T) => LifecycleRecord[];
const own: Row<{ id: string; status: string; name: string }> = ({ id, status, name }) => [
  { id, status, name },
];

export const ENTITY_KINDS: Record<EntityType, EntityKind> = {
  user: { table: 'users', machine: userStatusMachine, records: own },
  driverDocument: {
    table: 'users',
    machine: driverDocumentMachine,
    records: ((user: {
      id: string;
      name: string;
      driver?: { documents: { id: string; status: string }[] };
    }) =>
      (user.driver?.documents ?? []).map(({ id, status }) => ({
        id,
        status,
        name: user.name,
        subjectId: user.id,
      }))) as Row<never>,
  },
  company: { table: 'companies', machine: companyStatusMachine, records: own },
  userVerification: {
    table: 'userVerification',
    machine: verificationQueueMachine,
    records: ((item: { id: string; status: string; name: string; userId: string }) => [
      { id: item.id, status: item.status, name: item.name, subjectId: item.userId },
    ]) as Row<never>,
  },
  companyVerification: {
    table: 'companyVerification',
    machine: verificationQueueMachine,
    records: ((item: { id: string; status: string; name: string; companyId: string }) => [
      { id: item.id, status: item.status, name: item.name, subjectId: item.companyId },
    ]) as Row<never>,
  },
  document: {
    table: 'documents',
    machine: driverDocumentMachine,
    records: ((doc: { id: string; status: string; fileName: string; userID: string }) => [
      { id: doc.id, status: doc.status, name: doc.fileName, subjectId: doc.userID },
    ]) as Row<never>,
  },
  job: {
    table: 'jobs',
    machine: jobMachine,
    records: ((job: { id: string; status: string; title: string }) => [
      { id: job.id, status: job.status, name: job.title },
    ]) as Row<never>,
  },
  applicant: {
    table: 'jobs',
    machine: applicantMachine,
    records: ((job: { id: string; applicants?: { id: string; status: string; name: string }[] }) =>
      (job.applicants ?? []).map(({ id, status, name }) => ({
        id: `${job.id}/${id}`,
        status,
        name,
        subjectId: job.id,
      }))) as Row<never>,
  },
  assignment: {
    table: 'assignments',
    machine: assignmentMachine,
    records: ((item: { id: string; status: string; jobTitle: string; jobId: string }) => [
      { id: item.id, status: item.status, name: item.jobTitle, subjectId: item.jobId },
    ]) as Row<never>,
  },
  dispute: {
    table: 'disputes',
    machine: disputeStatusMachine,
    records: ((item: { id: string; status: string; raisedBy: string; jobId: string }) => [
      { id: item.id, status: item.status, name: item.raisedBy, subjectId: item.jobId },
    ]) as Row<never>,
  },
};
