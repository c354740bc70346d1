import { assignmentsDomain } from '@/features/assignments/assignmentsSlice';
import { companiesDomain } from '@/features/companies/companiesSlice';
import { disputesDomain } from '@/features/disputes/disputesSlice';
import { documentsDomain } from '@/features/documents/documentsSlice';
import { jobsDomain } from '@/features/jobs/jobsSlice';
import { notificationsDomain } from '@/features/notifications/notificationsSlice';
import { paymentsDomain } from '@/features/payments/paymentsSlice';
import { rolesDomain } from '@/features/roles/rolesSlice';
import { usersDomain } from '@/features/users/usersSlice';
import { verificationDomain } from '@/features/verification/verificationSlice';
import type { DomainDefinition } from '@/store/domain';
import type { DomainStates } from '@/store/rootState';

/**
 * Every domain slice of the store, by its key in the state. Adding a domain: declare its key in
 * `DomainStates` (in its slice file) and add its definition here; the `satisfies` clause fails to
 * compile until every declared key has one.
 */
export const DOMAINS = {
  notifications: notificationsDomain,
  companies: companiesDomain,
  verification: verificationDomain,
  payments: paymentsDomain,
  disputes: disputesDomain,
  documents: documentsDomain,
  roles: rolesDomain,
  users: usersDomain,
  jobs: jobsDomain,
  assignments: assignmentsDomain,
} satisfies { [K in keyof DomainStates]: DomainDefinition<DomainStates[K]> };
