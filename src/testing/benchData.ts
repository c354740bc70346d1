import { seedJobs, type JobsState } from '@/features/jobs/jobsSlice';
import { seedPayments, type PaymentsState } from '@/features/payments/paymentsSlice';
import { seedUsers, type UsersState } from '@/features/users/usersSlice';
import { seedVerification, type VerificationState } from '@/features/verification/verificationSlice';
import { seededRandom } from '@/fixtures/random';

/**
 * Data for the scale benchmark (`npm run bench`, scripts/bench/): `count` users, jobs and payments
 * in the shape each domain persists, made from the sample data so that every row passes the
 * domain's check. Seeded and dated from a fixed reference, so two runs load the same rows. Only the
 * benchmark and its test import this file; it is never in the app bundle.
 */
export const BENCH_REFERENCE_DATE = new Date('2026-11-20T12:00:00Z');

export interface BenchDomains {
  users: UsersState;
  jobs: JobsState;
  payments: PaymentsState;
  verification: VerificationState;
}

const entityState = <T extends { id: string }>(rows: T[]) => ({
  ids: rows.map((row) => row.id),
  entities: Object.fromEntries(rows.map((row) => [row.id, row])) as Record<string, T>,
});

/** `count` copies of `base`'s rows in turn, each with a new id (and what `vary` changes). */
function repeat<T extends { id: string }>(
  base: readonly T[],
  count: number,
  idFor: (n: number) => string,
  vary: (row: T, n: number) => T,
): T[] {
  return Array.from({ length: count }, (_, i) =>
    vary({ ...base[i % base.length]!, id: idFor(i + 1) }, i + 1),
  );
}

/** "652 Distribution Ave, Atlanta, GA" as "Atlanta, GA". */
const cityOf = (address: string) => address.split(', ').slice(1).join(', ');

const SURNAMES = ['Nguyen', 'Okafor', 'Schmidt', 'Haddad', 'Moreau', 'García', 'Kowalski', 'Tanaka'];

/**
 * The benchmark's data. Rows keep what the lists show (names, roles, statuses, amounts, dates); long
 * texts and nested lists a list never shows are emptied (a driver's bio, documents, job history and
 * activity; a job's description, requirements, applicants, documents and street addresses), so that
 * 10,000 rows of one domain fitted the origin's local storage (5 MiB in Chromium) when the domains
 * were saved there; the data is kept so, for tables of different days to compare. Each user name gets
 * a seeded surname, so that searches narrow the list the way real names do.
 */
export function benchDomains(count: number, reference: Date = BENCH_REFERENCE_DATE): BenchDomains {
  const random = seededRandom(count);
  const baseUsers = Object.values(seedUsers(reference).entities).filter((user) => user !== undefined);
  const users = repeat(
    baseUsers,
    count,
    (n) => `USR-${String(n).padStart(5, '0')}`,
    (user, n) => {
      const { changes: _changes, ...rest } = user;
      const surname = random.pick(SURNAMES);
      return {
        ...rest,
        name: `${user.name.split(' ')[0]!} ${surname}`,
        email: `user${n}@bench.example`,
        ...(user.driver
          ? { driver: { ...user.driver, bio: '', documents: [], jobHistory: [], activity: [] } }
          : {}),
      };
    },
  );

  const jobsSeed = seedJobs(reference);
  const baseJobs = Object.values(jobsSeed.entities).filter((job) => job !== undefined);
  const jobs = repeat(
    baseJobs,
    count,
    (n) => `JOB-${String(n).padStart(5, '0')}`,
    (job, n) => ({
      ...job,
      title: `${job.title} ${n}`,
      description: '',
      pickup: cityOf(job.pickup),
      dropoff: cityOf(job.dropoff),
      requirements: [],
      applicants: [],
      documents: [],
      applications: 0,
    }),
  );

  const basePayments = Object.values(seedPayments(reference).entities).filter((p) => p !== undefined);
  const payments = repeat(
    basePayments,
    count,
    (n) => `PAY-${String(n).padStart(5, '0')}`,
    (payment) => payment,
  );

  // The user verification queue: one pending item for each of the first users (at most 1,000), for
  // the bulk actions; the company queue stays the sample one.
  const queueSeed = seedVerification(reference);
  const baseItems = Object.values(queueSeed.users.entities).filter((item) => item !== undefined);
  const queue = repeat(
    baseItems,
    Math.min(count, 1000),
    (n) => `UVR-${String(n).padStart(5, '0')}`,
    (item, n) => {
      const user = users[n - 1]!;
      return { ...item, userId: user.id, name: user.name, email: user.email, status: 'pending' as const };
    },
  );

  return {
    users: entityState(users),
    jobs: { ...entityState(jobs), brokers: jobsSeed.brokers },
    payments: entityState(payments),
    verification: { users: entityState(queue), companies: queueSeed.companies },
  };
}
