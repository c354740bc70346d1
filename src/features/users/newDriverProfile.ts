import type { DriverProfile } from '@/fixtures/users';

/** A new driver's profile (Add user): no jobs, documents or history yet. */
export const newDriverProfile = (licenseNumber: string, workRadius: number | null): DriverProfile => ({
  rating: 0,
  totalJobs: 0,
  completedJobs: 0,
  totalEarnings: 0,
  location: '',
  licenseNumber: licenseNumber.trim(),
  twicNumber: '',
  workRadius,
  bio: '',
  documents: [],
  jobHistory: [],
  activity: [],
});
