import {
  DRIVER_DOCUMENT_TYPES,
  USER_ROLES,
  type DriverActivity,
  type DriverDocument,
  type DriverJob,
  type DriverProfile,
  type User,
  type UserChange,
} from '@/fixtures/users';
import { isAmount, isEntityState, isPlainDate, isRecord, isString, isTimestamp } from '@/lib/entityState';
import { driverDocumentMachine } from '@/machines/driverDocument.machine';
import { jobMachine } from '@/machines/job.machine';
import { isStatusOf } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';

/** What is read back from storage for the users slice is checked field by field before it is used. */
const isArrayOf = <T>(value: unknown, isItem: (item: unknown) => item is T): value is T[] =>
  Array.isArray(value) && value.every(isItem);

const isDriverDocument = (value: unknown): value is DriverDocument =>
  isRecord(value) &&
  isString(value.id) &&
  (DRIVER_DOCUMENT_TYPES as readonly unknown[]).includes(value.type) &&
  isStatusOf(driverDocumentMachine, value.status) &&
  isPlainDate(value.expiryDate);

const isDriverJob = (value: unknown): value is DriverJob =>
  isRecord(value) &&
  isString(value.jobId) &&
  isString(value.title) &&
  isTimestamp(value.date) &&
  isAmount(value.amount) &&
  isStatusOf(jobMachine, value.status);

const isDriverActivity = (value: unknown): value is DriverActivity =>
  isRecord(value) && isString(value.text) && isTimestamp(value.time);

const isDriverProfile = (value: unknown): value is DriverProfile =>
  isRecord(value) &&
  isAmount(value.rating) &&
  value.rating <= 5 &&
  isAmount(value.totalJobs) &&
  isAmount(value.completedJobs) &&
  value.completedJobs <= value.totalJobs &&
  isAmount(value.totalEarnings) &&
  isString(value.location) &&
  isString(value.licenseNumber) &&
  isString(value.twicNumber) &&
  (value.workRadius === null || isAmount(value.workRadius)) &&
  isString(value.bio) &&
  isArrayOf(value.documents, isDriverDocument) &&
  isArrayOf(value.jobHistory, isDriverJob) &&
  isArrayOf(value.activity, isDriverActivity);

/**
 * A change list saved before issue 12: the audit trail notes status changes now, so it is no longer
 * written nor shown, but data saved with it still loads (docs/decisions.md).
 */
const isUserChange = (value: unknown): value is UserChange =>
  isRecord(value) &&
  isTimestamp(value.at) &&
  isString(value.by) &&
  isString(value.subject) &&
  isString(value.from) &&
  isString(value.to);

const isUser = (value: unknown): value is User =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.name) &&
  isString(value.email) &&
  isString(value.phone) &&
  (USER_ROLES as readonly unknown[]).includes(value.role) &&
  (value.company === undefined || isString(value.company)) &&
  isStatusOf(userStatusMachine, value.status) &&
  typeof value.verified === 'boolean' &&
  isTimestamp(value.joinDate) &&
  isTimestamp(value.lastActive) &&
  (value.notes === undefined || isString(value.notes)) &&
  (value.changes === undefined || isArrayOf(value.changes, isUserChange)) &&
  // A driver has a driver profile, and only drivers have one.
  (value.role === 'driver' ? isDriverProfile(value.driver) : value.driver === undefined);

/** Validates what redux-persist reads back for this slice. */
export const isUsersState = (value: unknown): boolean => isEntityState(value, isUser, (u) => u.id);
