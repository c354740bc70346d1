import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DataList } from '@/components/list/DataList';
import type { DataListColumn } from '@/components/list/listTypes';
import { StatusChip } from '@/components/list/StatusChip';
import type { Job } from '@/fixtures/jobs';
import { numberFormat } from '@/lib/intl';
import { jobMachine } from '@/machines/job.machine';
import { statusTone } from '@/machines/lifecycle';
import { useAppSelector } from '@/store/hooks';
import type { Company } from './companiesSlice';
import { Day } from './CompanyCells';
import { selectCompanyJobs } from './companyDetailSelectors';
import { FieldList } from './FieldList';

/** The tab's own page parameter, so that it keeps its place beside the other tabs. */
export const JOBS_PAGE_PARAM = 'jobsPage';

/** A job's page, from /{area}/companies/{id}: two segments up, then jobs/{jobId}. */
const jobPath = (job: Job) => `../../jobs/${encodeURIComponent(job.id)}`;

const jobId = (job: Job) => job.id;

function JobLink({ job }: { job: Job }) {
  return (
    <Link component={RouterLink} to={jobPath(job)} relative="path" sx={{ fontWeight: 600 }}>
      <bdi>{job.title}</bdi>
    </Link>
  );
}

const JobStatus = ({ job }: { job: Job }) => (
  <StatusChip status={job.status} tone={statusTone(jobMachine, job.status)} />
);

/** The Jobs tab: the jobs the store holds for this company, each linking to its job. */
export function CompanyJobsTab({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const jobs = useAppSelector((state) => selectCompanyJobs(state, company.id));
  const money = numberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const label = (key: string) => t(`admin.companyList.detail.jobs.columns.${key}`);

  const columns = useMemo(
    (): DataListColumn<Job>[] => [
      {
        field: 'jobTitle',
        headerName: label('title'),
        flex: 2.4,
        hideable: false,
        valueGetter: (job) => job.title,
        renderCell: (job) => <JobLink job={job} />,
      },
      {
        field: 'jobStatus',
        headerName: label('status'),
        valueGetter: (job) => t(`status.${job.status}`),
        renderCell: (job) => <JobStatus job={job} />,
      },
      {
        field: 'pay',
        headerName: label('pay'),
        valueGetter: (job) => job.payAmount,
        renderCell: (job) => money.format(job.payAmount),
      },
      {
        field: 'posted',
        headerName: label('posted'),
        valueGetter: (job) => job.postedDate,
        renderCell: (job) => <Day value={job.postedDate} />,
      },
      {
        field: 'due',
        headerName: label('due'),
        valueGetter: (job) => job.dueDate,
        renderCell: (job) => <Day value={job.dueDate} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the headers change with the language
    [t, i18n.language],
  );

  return (
    <DataList
      listId="company-jobs"
      rows={jobs}
      columns={columns}
      getRowId={jobId}
      pageParam={JOBS_PAGE_PARAM}
      ariaLabel={t('admin.companyList.detail.jobs.label', { name: company.name })}
      emptyTitle={t('admin.companyList.detail.jobs.emptyTitle')}
      emptyHint={t('admin.companyList.detail.jobs.emptyHint')}
      renderCard={(job) => (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
            <JobLink job={job} />
            <JobStatus job={job} />
          </Box>
          <FieldList
            narrowColumns={3}
            columns={3}
            fields={[
              { label: label('pay'), value: money.format(job.payAmount) },
              { label: label('posted'), value: <Day value={job.postedDate} /> },
              { label: label('due'), value: <Day value={job.dueDate} /> },
            ]}
          />
        </Box>
      )}
    />
  );
}
