import {
  createEntityAdapter,
  createSelector,
  createSlice,
  type EntityState,
  type PayloadAction,
} from '@reduxjs/toolkit';
import {
  buildNotifications,
  NOTIFICATION_TYPES,
  PRIORITIES,
  type Notification,
} from '@/fixtures/notifications';
import { isEntityState, isRecord } from '@/lib/entityState';
import { createListSelector } from '@/lib/listSelector';
import type { DomainDefinition } from '@/store/domain';
import type { RootState } from '@/store/rootState';
import { sampleDataReset } from '@/store/sharedActions';
import { tableSelectors } from '@/store/tableRows';

export type { Notification, NotificationType } from '@/fixtures/notifications';

export type NotificationsState = EntityState<Notification, string>;

declare module '@/store/rootState' {
  interface DomainStates {
    notifications: NotificationsState;
  }
}

/** How many notifications the header popover shows (spec 9). */
export const POPOVER_LIMIT = 5;

const adapter = createEntityAdapter<Notification>({
  // Newest first; ties broken by id so the order is stable.
  sortComparer: (a, b) => b.time.localeCompare(a.time) || a.id.localeCompare(b.id),
});

export const seedNotifications = (reference: Date): NotificationsState =>
  adapter.setAll(adapter.getInitialState(), buildNotifications(reference));

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: adapter.getInitialState(),
  reducers: {
    notificationRead(state, action: PayloadAction<string>) {
      adapter.updateOne(state, { id: action.payload, changes: { read: true } });
    },
    allNotificationsRead(state) {
      adapter.updateMany(
        state,
        state.ids.map((id) => ({ id, changes: { read: true } })),
      );
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sampleDataReset, (_state, action) =>
      seedNotifications(new Date(action.payload.referenceDate)),
    );
  },
});

export const { notificationRead, allNotificationsRead } = notificationsSlice.actions;

const selectNotificationsState = (state: RootState) => state.notifications;

export const {
  selectAll: selectAllNotifications,
  selectById: selectNotificationById,
  selectTotal: selectNotificationTotal,
} = tableSelectors(adapter, selectNotificationsState);

export const selectUnreadCount = createSelector(
  [selectAllNotifications],
  (all) => all.filter((n) => !n.read).length,
);

/** The newest few notifications, for the header popover. */
export const selectLatestNotifications = createSelector([selectAllNotifications], (all) =>
  all.slice(0, POPOVER_LIMIT),
);

/** The list's type filter: every type, or one. */
export const NOTIFICATION_TYPE_FILTERS = ['all', ...NOTIFICATION_TYPES] as const;
export type NotificationTypeFilter = (typeof NOTIFICATION_TYPE_FILTERS)[number];

/** The list's read filter: All, Unread, Read. */
export const READ_FILTERS = ['all', 'unread', 'read'] as const;
export type ReadFilter = (typeof READ_FILTERS)[number];

export interface NotificationFilters {
  /** Case-insensitive substring over title and message (spec 5). */
  query: string;
  type: NotificationTypeFilter;
  read: ReadFilter;
}

const readStateOf = (n: Notification): Exclude<ReadFilter, 'all'> => (n.read ? 'read' : 'unread');

/** The notifications screen: search, then the type and read filters; newest first. */
export const selectFilteredNotifications = createListSelector<RootState, Notification, NotificationFilters>(
  selectAllNotifications,
  {
    search: 'query',
    searchFields: (n) => [n.title, n.message],
    selects: { type: (n) => n.type, read: readStateOf },
  },
);

const isNotification = (value: unknown): value is Notification =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.title === 'string' &&
  typeof value.message === 'string' &&
  (NOTIFICATION_TYPES as readonly unknown[]).includes(value.type) &&
  typeof value.time === 'string' &&
  !Number.isNaN(Date.parse(value.time)) &&
  typeof value.read === 'boolean' &&
  (PRIORITIES as readonly unknown[]).includes(value.priority);

/** Validates what redux-persist reads back for this slice. */
export const isNotificationsState = (value: unknown): boolean =>
  isEntityState(value, isNotification, (n) => n.id);

export const notificationsDomain: DomainDefinition<NotificationsState> = {
  reducer: notificationsSlice.reducer,
  seed: seedNotifications,
  isValid: isNotificationsState,
};
