import { memo } from 'react';
import { CountCards } from '@/components/list/CountCards';
import { useAppSelector } from '@/store/hooks';
import { selectJobCounts } from './jobsSlice';

/** The four cards and which count each shows. */
const CARDS = ['total', 'active', 'in_progress', 'completed'] as const;

/**
 * Spec 2.4, Job Management: the summary cards (all jobs, whatever the search and filters).
 * Memoised: it has no props, and its figures do not change with the list's search, sort or page.
 */
export const JobListStats = memo(function JobListStats() {
  const counts = useAppSelector(selectJobCounts);
  return <CountCards cards={CARDS} counts={counts} textKey="admin.jobList.cards" />;
});
