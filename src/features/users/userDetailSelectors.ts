import { dateTimeFormat } from '@/lib/intl';
import type { DriverDocumentType, User } from './usersSlice';

/** The detail screen's tabs, in order; Job History and Documents are a driver's only. */
export const USER_DETAIL_TABS = ['overview', 'history', 'documents', 'activity'] as const;
export type UserDetailTab = (typeof USER_DETAIL_TABS)[number];
const PERSON_TABS = ['overview', 'activity'] as const satisfies readonly UserDetailTab[];

/** The tabs a user's detail shows: all four for a driver, Overview and Activity for anyone else. */
export const userDetailTabs = (user: Pick<User, 'driver'>): readonly [UserDetailTab, ...UserDetailTab[]] =>
  user.driver ? USER_DETAIL_TABS : PERSON_TABS;

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
