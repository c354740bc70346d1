import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
import { StatCardGrid } from '@/components/list/StatCardGrid';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import { selectJobCounts } from './jobsSlice';

/** The four cards and which count each shows. */
const CARDS = ['total', 'active', 'in_progress', 'completed'] as const;

/** Spec 2.4, Job Management: the summary cards (all jobs, whatever the search and filters). */
export function JobListStats() {
  const { t, i18n } = useTranslation();
  const counts = useAppSelector(selectJobCounts);
  const number = numberFormat(i18n.language);
  return (
    <StatCardGrid>
      {CARDS.map((card) => (
        <StatCard
          key={card}
          title={t(`admin.jobList.cards.${card}.title`)}
          value={number.format(counts[card])}
          description={t(`admin.jobList.cards.${card}.description`)}
        />
      ))}
    </StatCardGrid>
  );
}
