import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '@/components/list/StatusChip';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { numberFormat } from '@/lib/intl';
import { jobMachine } from '@/machines/job.machine';
import { statusTone } from '@/machines/lifecycle';
import type { Job } from './jobsSlice';

/**
 * The job's detail page, relative to the current route: from Job Management (`jobs`) the id
 * itself, from My Jobs (`profile/jobs`) up to the area first.
 */
export const jobDetailPath = (id: string, from: 'jobs' | 'myJobs'): string =>
  from === 'jobs' ? encodeURIComponent(id) : `../jobs/${encodeURIComponent(id)}`;

/** The job's title as a link to its detail page (the link's name is the title). */
export function JobTitleLink({ job, to }: { job: Pick<Job, 'title'>; to: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      <bdi>{job.title}</bdi>
    </Link>
  );
}

/** The company under a title, or alone in its column. */
export function JobCompany({ company }: { company: string }) {
  return (
    <Typography variant="body2" color="text.secondary" component="span" sx={{ overflowWrap: 'anywhere' }}>
      <bdi>{company}</bdi>
    </Typography>
  );
}

export function JobStatus({ status }: { status: Job['status'] }) {
  return <StatusChip status={status} tone={statusTone(jobMachine, status)} />;
}

/** Pay in whole dollars, in the current language. */
export function Pay({ amount }: { amount: number }) {
  const { language } = useLocale();
  const money = numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return <span>{money.format(amount)}</span>;
}

/** A calendar day in the current language, as a <time>. */
export function Day({ value }: { value: string }) {
  const { language } = useLocale();
  return <time dateTime={value}>{formatDate(value, language)}</time>;
}

/** The job type's name (Short, Medium, Long). */
export function JobTypeName({ type }: { type: Job['jobType'] }) {
  const { t } = useLocale();
  return <>{t(`admin.jobList.types.${type}`)}</>;
}

/** The job's title as text (My Jobs, where View Details is the link), and its company under it. */
export function JobTitleText({ job }: { job: Pick<Job, 'title' | 'company'> }) {
  return (
    <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{job.title}</bdi>
      </Typography>
      <JobCompany company={job.company} />
    </Box>
  );
}
