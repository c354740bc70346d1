import type { TFunction } from 'i18next';
import { labelsOf } from '@/components/list/labels';
import type { DataListColumn } from '@/components/list/listTypes';
import { jobMachine } from '@/machines/job.machine';
import { statusesOf } from '@/machines/lifecycle';
import { Day, JobStatus, JobTitleText, JobTypeName, Pay } from './JobCells';
import { JOB_TYPES, type Job } from './jobsSlice';
import { MyJobActions } from './MyJobActions';

/** My Jobs' table: the job (title and company), type, pay, status, due date, and its buttons. */
export function myJobColumns(t: TFunction, onEdit: (job: Job) => void): DataListColumn<Job>[] {
  const label = labelsOf(t);
  return [
    {
      field: 'title',
      headerName: t('admin.myJobs.columns.job'),
      flex: 1.8,
      hideable: false,
      renderCell: (job) => <JobTitleText job={job} />,
    },
    {
      field: 'jobType',
      headerName: t('admin.jobList.columns.type'),
      flex: 0.7,
      valueGetter: (job) => JOB_TYPES.indexOf(job.jobType),
      exportValue: (job) => label(`admin.jobDetail.types.${job.jobType}`),
      renderCell: (job) => <JobTypeName type={job.jobType} />,
    },
    {
      field: 'payAmount',
      headerName: t('admin.jobList.columns.pay'),
      flex: 0.8,
      renderCell: (job) => <Pay amount={job.payAmount} />,
    },
    {
      field: 'status',
      headerName: t('admin.jobList.columns.status'),
      valueGetter: (job) => statusesOf(jobMachine).indexOf(job.status),
      exportValue: (job) => label(`status.${job.status}`),
      renderCell: (job) => <JobStatus status={job.status} />,
    },
    {
      field: 'dueDate',
      headerName: t('admin.jobList.columns.due'),
      renderCell: (job) => <Day value={job.dueDate} />,
    },
    {
      field: 'actions',
      headerName: t('admin.myJobs.columns.actions'),
      // Wide enough for View Details, Edit and Pause on one line at 1366 px.
      flex: 3.2,
      sortable: false,
      exportValue: false,
      renderCell: (job) => <MyJobActions job={job} onEdit={onEdit} />,
    },
  ];
}
