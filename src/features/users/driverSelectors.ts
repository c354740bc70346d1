import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/store/rootState';
import { DRIVER_HISTORY_PAGE_SIZE, selectUserById, type DriverJob } from './usersSlice';

export interface DriverJobHistoryPage {
  rows: DriverJob[];
  /** 1-based, clamped to 1..pageCount. */
  page: number;
  /** At least 1, even when there is no history. */
  pageCount: number;
  total: number;
}

/** One page (5 rows) of a driver's job history; an unknown user or a non-driver has none. */
export const selectDriverJobHistoryPage = createSelector(
  [
    (state: RootState, userId: string) => selectUserById(state, userId),
    (_s: RootState, _u: string, page: number) => page,
  ],
  (user, requested): DriverJobHistoryPage => {
    const history = user?.driver?.jobHistory ?? [];
    const pageCount = Math.max(1, Math.ceil(history.length / DRIVER_HISTORY_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.trunc(requested) || 1), pageCount);
    const start = (page - 1) * DRIVER_HISTORY_PAGE_SIZE;
    return {
      rows: history.slice(start, start + DRIVER_HISTORY_PAGE_SIZE),
      page,
      pageCount,
      total: history.length,
    };
  },
);

export interface DriverStats {
  totalJobs: number;
  completedJobs: number;
  totalEarnings: number;
  rating: number;
}

/** The driver detail's four stat cards; null for an unknown user or a non-driver. */
export const selectDriverStats = createSelector(
  [(state: RootState, userId: string) => selectUserById(state, userId)?.driver],
  (driver): DriverStats | null =>
    driver
      ? {
          totalJobs: driver.totalJobs,
          completedJobs: driver.completedJobs,
          totalEarnings: driver.totalEarnings,
          rating: driver.rating,
        }
      : null,
);
