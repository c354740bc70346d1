import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { useListParams } from '@/components/list/useListParams';
import { PageHeader } from '@/components/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { jobDetailPath } from './JobCells';
import { JobListCard } from './JobListCard';
import { jobListColumns } from './jobListColumns';
import { JobListFilters } from './JobListFilters';
import { JOB_LIST_FILTERS, jobFiltersFrom } from './jobListFilters';
import { JobListStats } from './JobListStats';
import { selectFilteredJobs, type Job } from './jobsSlice';

const jobId = (job: Job) => job.id;

/**
 * Spec 2.4, Job Management: four summary cards, search over title and company, the status and type
 * filters (in the URL: `?q=&status=&type=`), and the jobs as a table from 768 px and cards below,
 * each title a link to the job.
 */
export default function JobsPage() {
  const { t } = useTranslation();
  const params = useListParams(JOB_LIST_FILTERS);
  const filters = jobFiltersFrom(params.query, params.filters);
  const jobs = useAppSelector((state) => selectFilteredJobs(state, filters));
  const columns = useMemo(() => jobListColumns(t), [t]);

  return (
    <>
      <PageHeader title={t('pages.jobs')} description={t('admin.jobList.description')} />
      <JobListStats />
      <JobListFilters params={params} />
      <DataList
        listId="jobs"
        rows={jobs}
        columns={columns}
        getRowId={jobId}
        renderCard={(job) => <JobListCard job={job} to={jobDetailPath(job.id, 'jobs')} />}
        ariaLabel={t('admin.jobList.tableLabel')}
        emptyTitle={t('admin.jobList.emptyTitle')}
        emptyHint={t('admin.jobList.emptyHint')}
      />
    </>
  );
}
