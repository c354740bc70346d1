import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from '@/components/SectionCard';
import { formatDate } from '@/lib/format';
import { numberFormat } from '@/lib/intl';
import { isJobUnderway } from './jobDetailSelectors';
import type { Job } from './jobsSlice';

/** A company's page, from /{area}/jobs/{id}: up to the area, then companies/{companyId}. */
const companyLink = (companyId: string) => `../../companies/${encodeURIComponent(companyId)}`;

interface Field {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled values as a description list: two columns from 600 px, one below. */
export function JobDetailFields({ fields }: { fields: readonly Field[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {fields.map((field) => (
        <div key={field.key}>
          <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
            {field.label}
          </Box>
          <Box component="dd" sx={{ m: 0, mt: 0.25, overflowWrap: 'anywhere' }}>
            {field.value}
          </Box>
        </div>
      ))}
    </Box>
  );
}

/** A calendar date (YYYY-MM-DD) in the page's language. */
export function Day({ value }: { value: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={value}>{formatDate(value, i18n.language)}</time>;
}

/** The progress bar of a job under way, named by its visible label, with its value. */
function JobProgress({ progress }: { progress: number }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const percent = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.75 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {t('admin.jobDetail.info.progress')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {percent.format(progress / 100)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-labelledby={labelId}
        aria-valuetext={percent.format(progress / 100)}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/**
 * Job Information: the progress while the job is under way, the description, company (link), pay,
 * dates, route (pickup, dropoff, distance in miles, estimated hours) and requirements.
 */
export function JobDetailInfo({ job }: { job: Job }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const label = (key: string) => t(`admin.jobDetail.info.${key}`);
  const money = numberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const unit = (name: 'mile' | 'hour') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' });

  const fields: Field[] = [
    {
      key: 'company',
      label: label('company'),
      value: (
        <Link component={RouterLink} to={companyLink(job.companyId)} relative="path">
          <bdi>{job.company}</bdi>
        </Link>
      ),
    },
    { key: 'pay', label: label('pay'), value: money.format(job.payAmount) },
    { key: 'posted', label: label('posted'), value: <Day value={job.postedDate} /> },
    { key: 'due', label: label('due'), value: <Day value={job.dueDate} /> },
    ...(job.startDate
      ? [{ key: 'started', label: label('started'), value: <Day value={job.startDate} /> }]
      : []),
    ...(job.completionDate
      ? [{ key: 'completed', label: label('completed'), value: <Day value={job.completionDate} /> }]
      : []),
    { key: 'pickup', label: label('pickup'), value: <bdi>{job.pickup}</bdi> },
    { key: 'dropoff', label: label('dropoff'), value: <bdi>{job.dropoff}</bdi> },
    { key: 'distance', label: label('distance'), value: unit('mile').format(job.distance) },
    { key: 'estimatedTime', label: label('estimatedTime'), value: unit('hour').format(job.estimatedTime) },
  ];

  return (
    <SectionCard title={label('title')}>
      {isJobUnderway(job.status) ? <JobProgress progress={job.progress} /> : null}
      <Typography sx={{ mb: 3, whiteSpace: 'pre-line' }}>
        <bdi>{job.description}</bdi>
      </Typography>
      <JobDetailFields fields={fields} />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        {label('requirements')}
      </Typography>
      {job.requirements.length > 0 ? (
        <Box component="ul" sx={{ m: 0, ps: 3, display: 'grid', gap: 0.5 }}>
          {job.requirements.map((requirement) => (
            <li key={requirement}>
              <bdi>{requirement}</bdi>
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{label('noRequirements')}</Typography>
      )}
    </SectionCard>
  );
}
