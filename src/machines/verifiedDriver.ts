/**
 * Spec 4 and 5: only a verified driver may be assigned, to a job (job machine) or to an assignment
 * (assignment machine). Both machines name this guard `driverIsVerified`, so a refusal reads the
 * same wherever it comes from (`refusalOf` gives the guard's name, the catalogue its words).
 */
export interface AssignDriverEvent {
  type: 'ASSIGN_DRIVER';
  /** Whether the chosen driver is verified, read from the store when the driver is chosen. */
  driverVerified: boolean;
}

export const driverIsVerified = ({ event }: { event: { type: string; driverVerified?: boolean } }) =>
  event.type === 'ASSIGN_DRIVER' && event.driverVerified === true;
