import type { UserRole } from '@/fixtures/users';

/**
 * The marketplace's fees (spec 9). Product rules, not sample data: the public legal pages quote
 * them, so they live apart from the fixtures (which the public pages never load).
 */

/** Spec 9: job payments carry a 5 percent fee. */
export const JOB_PAYMENT_FEE_RATE = 0.05;

/** Spec 9: job posting fee in dollars by role; carrier and driver post free (admins do not post). */
export const JOB_POSTING_FEES: Readonly<Record<UserRole, number>> = {
  broker: 25,
  shipper: 15,
  carrier: 0,
  driver: 0,
  admin: 0,
};

/** The fee of a job payment of `amount` dollars, rounded to cents. */
export const jobPaymentFee = (amount: number): number =>
  Math.round(amount * JOB_PAYMENT_FEE_RATE * 100) / 100;
