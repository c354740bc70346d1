import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '@/components/list/StatusChip';
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
    <Card component="section" aria-labelledby="recent-jobs-title">
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
          <Typography id="recent-jobs-title" variant="h2">
            {t('admin.dashboard.recentJobs')}
          </Typography>
          <Link component={RouterLink} to="jobs">
            {t('admin.dashboard.viewAllJobs')}
          </Link>
        </Box>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('admin.dashboard.recentJobsDescription')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {jobs.map((job) => (
            <Box
              component="li"
              key={job.id}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`jobs/${encodeURIComponent(job.id)}`}
                  sx={{ fontWeight: 600 }}
                >
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
      </CardContent>
    </Card>
  );
}
