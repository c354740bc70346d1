import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '@/components/list/StatusChip';
import { SectionCard, sectionRowSx } from '@/components/SectionCard';
import { formatRelativeTime } from '@/lib/format';
import { numberFormat } from '@/lib/intl';
import { jobMachine } from '@/machines/job.machine';
import { statusTone } from '@/machines/lifecycle';
import { useAppSelector } from '@/store/hooks';
import { selectRecentJobPostings } from './dashboardSelectors';

/**
 * Spec 2.4: the five latest jobs, each with its company, pay as money in the current language,
 * when it was posted (relative) and its status badge, each linking to its job (links relative to
 * the area, /admin or /{role}).
 */
export function RecentJobPostings({ now }: { now: Date }) {
  const { t, i18n } = useTranslation();
  const jobs = useAppSelector(selectRecentJobPostings);
  const money = numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return (
    <SectionCard
      title={t('admin.dashboard.recentJobs')}
      description={t('admin.dashboard.recentJobsDescription')}
      action={
        <Link component={RouterLink} to="jobs">
          {t('admin.dashboard.viewAllJobs')}
        </Link>
      }
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {jobs.map((job) => (
          <Box
            component="li"
            key={job.id}
            sx={{ ...sectionRowSx, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
              <Link component={RouterLink} to={`jobs/${encodeURIComponent(job.id)}`} sx={{ fontWeight: 600 }}>
                {job.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {job.company} ·{' '}
                <time dateTime={job.date}>{formatRelativeTime(job.date, now, i18n.language)}</time>
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {money.format(job.amount)}
            </Typography>
            <StatusChip status={job.status} tone={statusTone(jobMachine, job.status)} />
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
}
