import { PRIORITIES } from '@/fixtures/verification';
import { statusesOf } from '@/machines/lifecycle';
import { verificationQueueMachine } from '@/machines/verificationQueue.machine';

/** The filters both queues have, each with its values, "all" (the default) first. */
export const QUEUE_FILTERS = {
  status: ['all', ...statusesOf(verificationQueueMachine)],
  priority: ['all', ...PRIORITIES],
} as const;
