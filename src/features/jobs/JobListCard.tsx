import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFields } from '@/components/list/CardFields';
import { Day, JobCompany, JobStatus, JobTitleLink, JobTitleText, JobTypeName, Pay } from './JobCells';
import type { Job } from './jobsSlice';

/**
 * A job under 768 px: the title (a link to `to`, else text) and status, the company, then type, pay
 * and dates; `actions` (My Jobs' buttons) go underneath.
 */
export function JobListCard({ job, to, actions }: { job: Job; to?: string; actions?: ReactNode }) {
  const { t } = useTranslation();
  const fields = [
    { label: t('admin.jobList.columns.type'), value: <JobTypeName type={job.jobType} /> },
    { label: t('admin.jobList.columns.pay'), value: <Pay amount={job.payAmount} /> },
    { label: t('admin.jobList.columns.posted'), value: <Day value={job.postedDate} /> },
    { label: t('admin.jobList.columns.due'), value: <Day value={job.dueDate} /> },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        {to ? (
          <Box sx={{ minWidth: 0, display: 'grid', gap: 0.25 }}>
            <JobTitleLink job={job} to={to} />
            <JobCompany company={job.company} />
          </Box>
        ) : (
          <JobTitleText job={job} />
        )}
        <JobStatus status={job.status} />
      </Box>
      <CardFields fields={fields} />
      {actions}
    </Box>
  );
}
