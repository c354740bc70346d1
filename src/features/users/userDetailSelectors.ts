import { createSelector } from '@reduxjs/toolkit';
import { dateTimeFormat } from '@/lib/intl';
import type { DocumentStatus } from '@/machines/driverDocument.machine';
import type { RootState } from '@/store/rootState';
import { selectUserById, type DriverDocumentType, type User } from './usersSlice';

/** The detail screen's tabs, in order; Job History and Documents are a driver's only. */
export const USER_DETAIL_TABS = ['overview', 'history', 'documents', 'activity'] as const;
export type UserDetailTab = (typeof USER_DETAIL_TABS)[number];
const PERSON_TABS = ['overview', 'activity'] as const satisfies readonly UserDetailTab[];

/** The tabs a user's detail shows: all four for a driver, Overview and Activity for anyone else. */
export const userDetailTabs = (user: Pick<User, 'driver'>): readonly [UserDetailTab, ...UserDetailTab[]] =>
  user.driver ? USER_DETAIL_TABS : PERSON_TABS;

/** One line of the Activity tab: an administrator's change to the user, or the driver's own activity. */
export type UserActivityEntry =
  | {
      kind: 'status';
      /** ISO timestamp. */
      at: string;
      by: string;
      from: string;
      to: string;
    }
  | {
      kind: 'document';
      at: string;
      by: string;
      /** The document's type, or null when the document is gone. */
      document: DriverDocumentType | null;
      from: DocumentStatus | string;
      to: DocumentStatus | string;
    }
  | {
      kind: 'driver';
      at: string;
      /** Sample data, not interface text. */
      text: string;
    };

const selectUser = (state: RootState, userId: string) => selectUserById(state, userId);

/**
 * The user's Activity, newest first: the administrators' status and document changes
 * (`user.changes`) merged by time with a driver's own activity feed. At the same moment a change
 * comes before the feed.
 */
export const selectUserActivity = createSelector([selectUser], (user): UserActivityEntry[] => {
  if (!user) return [];
  const documents = user.driver?.documents ?? [];
  const changes = (user.changes ?? []).map((change): UserActivityEntry => {
    if (change.subject === 'status')
      return { kind: 'status', at: change.at, by: change.by, from: change.from, to: change.to };
    const document = documents.find((d) => d.id === change.subject);
    return {
      kind: 'document',
      at: change.at,
      by: change.by,
      document: document?.type ?? null,
      from: change.from,
      to: change.to,
    };
  });
  const feed = (user.driver?.activity ?? []).map((item): UserActivityEntry => ({
    kind: 'driver',
    at: item.time,
    text: item.text,
  }));
  const time = (entry: UserActivityEntry) => Date.parse(entry.at);
  // Both lists are newest first; a stable sort keeps each one's own order at equal times.
  return [...changes, ...feed].sort((a, b) => time(b) - time(a));
});

/** Whether a driver has been rated yet (the rating is 0 until then). */
export const isRated = (rating: number): boolean => rating > 0;

/** The catalogue key of each document type (admin.userDetail.documents.types.*). */
export const DOCUMENT_TYPE_KEYS = {
  "Driver's License": 'driversLicense',
  'TWIC Card': 'twicCard',
  'Medical Certificate': 'medicalCertificate',
  'Drug Test Result': 'drugTestResult',
} as const satisfies Record<DriverDocumentType, string>;

/** A YYYY-MM-DD date (a document's expiry) in the language, as that calendar day in any time zone. */
export const formatPlainDate = (date: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
