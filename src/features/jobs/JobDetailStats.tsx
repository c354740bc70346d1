import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/SectionCard';
import { numberFormat } from '@/lib/intl';
import { describeDaysToComplete, isJobClosed } from './jobDetailSelectors';
import { selectDaysToComplete, type Job } from './jobsSlice';

/** Spec 9's days to complete as words: "6 days left", "Due today", "Overdue by 3 days". */
export function DaysToComplete({ job, today }: { job: Job; today: string }) {
  const { t, i18n } = useTranslation();
  if (isJobClosed(job.status)) return <>{t('admin.jobDetail.days.closed')}</>;
  const { kind, days } = describeDaysToComplete(selectDaysToComplete(job, today));
  const dayCount = numberFormat(i18n.language, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  const text = t(`admin.jobDetail.days.${kind}`, { days: dayCount.format(days) });
  return (
    <Box component="span" sx={kind === 'overdue' ? { color: 'error.main', fontWeight: 600 } : undefined}>
      {text}
    </Box>
  );
}

/** Quick Stats: applications received, days to complete, documents and progress. */
export function JobDetailStats({ job, today }: { job: Job; today: string }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const stats = [
    { key: 'applications', value: number.format(job.applications) },
    { key: 'daysToComplete', value: <DaysToComplete job={job} today={today} /> },
    { key: 'documents', value: number.format(job.documents.length) },
    { key: 'progress', value: percent.format(job.progress / 100) },
  ];
  return (
    <SectionCard title={t('admin.jobDetail.stats.title')}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        {stats.map(({ key, value }) => (
          <div key={key}>
            <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
              {t(`admin.jobDetail.stats.${key}`)}
            </Box>
            <Box component="dd" sx={{ m: 0, mt: 0.25, typography: 'h6', fontWeight: 700 }}>
              {value}
            </Box>
          </div>
        ))}
      </Box>
    </SectionCard>
  );
}
