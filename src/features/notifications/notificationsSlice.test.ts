import { makeStore } from '@/app/store';
import { TEST_REFERENCE_DATE } from '@/testing/renderWithProviders';
import {
  allNotificationsRead,
  isNotificationsState,
  notificationRead,
  POPOVER_LIMIT,
  seedNotifications,
  selectAllNotifications,
  selectFilteredNotifications,
  selectLatestNotifications,
  selectNotificationById,
  selectUnreadCount,
  type NotificationTypeFilter,
  type ReadFilter,
} from './notificationsSlice';

const setup = () => makeStore(undefined, { referenceDate: TEST_REFERENCE_DATE });

describe('notifications slice', () => {
  it('is seeded from the fixtures, newest first, dated relative to the reference date', () => {
    const all = selectAllNotifications(setup().getState());
    expect(all).toHaveLength(15);
    const times = all.map((n) => Date.parse(n.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((t) => t <= TEST_REFERENCE_DATE.getTime())).toBe(true);
    expect(all[0]!.time).toBe(new Date(TEST_REFERENCE_DATE.getTime() - 4 * 60_000).toISOString());
  });

  it('is a pure function of the reference date', () => {
    expect(seedNotifications(TEST_REFERENCE_DATE)).toEqual(seedNotifications(new Date(TEST_REFERENCE_DATE)));
  });

  it('counts unread notifications and limits the popover to 5', () => {
    const store = setup();
    expect(selectUnreadCount(store.getState())).toBe(6);
    expect(POPOVER_LIMIT).toBe(5);
    expect(selectLatestNotifications(store.getState())).toHaveLength(5);
  });

  it('marks one notification read', () => {
    const store = setup();
    const first = selectAllNotifications(store.getState())[0]!;
    expect(first.read).toBe(false);
    store.dispatch(notificationRead(first.id));
    expect(selectNotificationById(store.getState(), first.id)?.read).toBe(true);
    expect(selectUnreadCount(store.getState())).toBe(5);
  });

  it('marks all notifications read', () => {
    const store = setup();
    store.dispatch(allNotificationsRead());
    expect(selectUnreadCount(store.getState())).toBe(0);
    expect(selectAllNotifications(store.getState())).toHaveLength(15);
  });

  it('accepts its own state and rejects tampered state', () => {
    const good = seedNotifications(TEST_REFERENCE_DATE);
    expect(isNotificationsState(good)).toBe(true);
    const id = good.ids[0]!;
    const tampered = (changes: object) => ({
      ...good,
      entities: { ...good.entities, [id]: { ...good.entities[id], ...changes } },
    });
    expect(isNotificationsState(tampered({ type: 'spam' }))).toBe(false);
    expect(isNotificationsState(tampered({ read: 'yes' }))).toBe(false);
    expect(isNotificationsState(tampered({ time: 'yesterday' }))).toBe(false);
    expect(isNotificationsState(tampered({ id: 'other' }))).toBe(false);
    expect(isNotificationsState({ ...good, ids: [...good.ids, 'ghost'] })).toBe(false);
    expect(isNotificationsState(null)).toBe(false);
    expect(isNotificationsState([])).toBe(false);
  });

  it('filters by search over title and message, type and read state', () => {
    const state = setup().getState();
    const titles = (query: string, type: NotificationTypeFilter = 'all', read: ReadFilter = 'all') =>
      selectFilteredNotifications(state, { query, type, read }).map((n) => n.title);
    expect(titles('DECLINED')).toEqual(['Payment failed']);
    expect(titles('dispute opened')).toEqual(['Dispute opened']);
    expect(titles('', 'payment', 'unread')).toEqual(['Payment received', 'Payment failed']);
    expect(titles('', 'all', 'unread')).toHaveLength(6);
    expect(titles('', 'all', 'read')).toHaveLength(9);
  });
});
