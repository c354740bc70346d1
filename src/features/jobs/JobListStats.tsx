import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/list/StatCard';
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
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {CARDS.map((card) => (
        <StatCard
          key={card}
          title={t(`admin.jobList.cards.${card}.title`)}
          value={number.format(counts[card])}
          description={t(`admin.jobList.cards.${card}.description`)}
        />
      ))}
    </Box>
  );
}
