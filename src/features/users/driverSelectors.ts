import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '@/store/rootState';
import { selectUserById } from './usersSlice';

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
