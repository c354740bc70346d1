import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  buildAdminProfile,
  DEFAULT_NOTIFICATION_SETTINGS,
  type AdminProfile,
  type NotificationSettings,
} from '@/fixtures/profile';
import { isRecord, isString, isTimestamp } from '@/lib/entityState';
import { isStatusOf } from '@/machines/lifecycle';
import { userStatusMachine } from '@/machines/userStatus.machine';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { sampleDataReset } from '@/store/sharedActions';

export type { AdminProfile, NotificationSettings } from '@/fixtures/profile';
export { DEFAULT_NOTIFICATION_SETTINGS } from '@/fixtures/profile';

/** The signed-in administrator's profile and notification choices (no password is ever kept). */
export interface ProfileState {
  admin: AdminProfile;
  notifications: NotificationSettings;
}

declare module '@/store/rootState' {
  interface DomainStates {
    profile: ProfileState;
  }
}

/** What the Personal Details form saves (checked by the screen first). */
export type PersonalDetails = Pick<AdminProfile, 'fullName' | 'email' | 'phone' | 'department'>;

export const seedProfile = (reference: Date): ProfileState => ({
  admin: buildAdminProfile(reference),
  notifications: { ...DEFAULT_NOTIFICATION_SETTINGS },
});

const emptyProfile = (): ProfileState => seedProfile(new Date(0));

const profileSlice = createSlice({
  name: 'profile',
  initialState: emptyProfile,
  reducers: {
    personalDetailsSaved(state, action: PayloadAction<PersonalDetails>) {
      const { fullName, email, phone, department } = action.payload;
      state.admin.fullName = fullName.trim();
      state.admin.email = email.trim();
      state.admin.phone = phone.trim();
      state.admin.department = department.trim();
    },
    notificationSettingsSaved(state, action: PayloadAction<NotificationSettings>) {
      const { email, sms, push } = action.payload;
      state.notifications = { email, sms, push };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sampleDataReset, (_state, action) => seedProfile(new Date(action.payload.referenceDate)));
  },
});

export const { personalDetailsSaved, notificationSettingsSaved } = profileSlice.actions;

export const selectAdminProfile = (state: RootState): AdminProfile => state.profile.admin;
export const selectNotificationSettings = (state: RootState): NotificationSettings =>
  state.profile.notifications;

const isAdminProfile = (value: unknown): value is AdminProfile =>
  isRecord(value) &&
  isString(value.id) &&
  isString(value.fullName) &&
  isString(value.email) &&
  isString(value.phone) &&
  isString(value.department) &&
  isTimestamp(value.memberSince) &&
  isTimestamp(value.lastLogin) &&
  isStatusOf(userStatusMachine, value.status);

const isNotificationSettings = (value: unknown): value is NotificationSettings =>
  isRecord(value) &&
  typeof value.email === 'boolean' &&
  typeof value.sms === 'boolean' &&
  typeof value.push === 'boolean';

/** Validates what storage gives back for this slice. */
export const isProfileState = (value: unknown): boolean =>
  isRecord(value) && isAdminProfile(value.admin) && isNotificationSettings(value.notifications);

export const profileDomain: DomainDefinition<ProfileState> = {
  reducer: profileSlice.reducer,
  seed: seedProfile,
  isValid: isProfileState,
};
