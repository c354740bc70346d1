import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import type { DataListColumn } from '@/components/list/listTypes';
import { jobMachine } from '@/machines/job.machine';
import { statusesOf } from '@/machines/lifecycle';
import { Day, JobCompany, JobStatus, JobTitleLink, JobTypeName, jobDetailPath, Pay } from './JobCells';
import { JOB_TYPES, type Job } from './jobsSlice';

/** Job Management's table: title (link to the job), company, type, pay, status, posted, due. */
export function jobListColumns(t: TFunction): DataListColumn<Job>[] {
  const label = labelsOf(t);
  return [
    {
      field: 'title',
      headerName: t('admin.jobList.columns.title'),
      flex: 2,
      hideable: false,
      renderCell: (job) => <JobTitleLink job={job} to={jobDetailPath(job.id, 'jobs')} />,
    },
    {
      field: 'company',
      headerName: t('admin.jobList.columns.company'),
      flex: 1.6,
      renderCell: (job) => <JobCompany company={job.company} />,
    },
    {
      field: 'jobType',
      headerName: t('admin.jobList.columns.type'),
      // Short to long, not alphabetical.
      valueGetter: (job) => JOB_TYPES.indexOf(job.jobType),
      exportValue: (job) => label(`admin.jobDetail.types.${job.jobType}`),
      renderCell: (job) => <JobTypeName type={job.jobType} />,
    },
    {
      field: 'payAmount',
      headerName: t('admin.jobList.columns.pay'),
      renderCell: (job) => <Pay amount={job.payAmount} />,
    },
    {
      field: 'status',
      headerName: t('admin.jobList.columns.status'),
      // In the machine's order (active, draft, completed, cancelled, in progress).
      valueGetter: (job) => statusesOf(jobMachine).indexOf(job.status),
      exportValue: (job) => label(`status.${job.status}`),
      renderCell: (job) => <JobStatus status={job.status} />,
    },
    {
      field: 'postedDate',
      headerName: t('admin.jobList.columns.posted'),
      renderCell: (job) => <Day value={job.postedDate} />,
    },
    {
      field: 'dueDate',
      headerName: t('admin.jobList.columns.due'),
      renderCell: (job) => <Day value={job.dueDate} />,
    },
  ];
}
