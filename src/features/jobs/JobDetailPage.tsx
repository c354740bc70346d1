import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/BackLink';
import { StatusChip } from '@/components/list/StatusChip';
import { NotFoundView } from '@/components/NotFoundView';
import { MainAsideColumns } from '@/components/MainAsideColumns';
import { PageHeader } from '@/components/PageHeader';
import { usePageTime } from '@/components/usePageTime';
import { TabbedPanels } from '@/components/tabs/TabbedPanels';
import { useTabs } from '@/components/tabs/useTabs';
import { jobMachine } from '@/machines/job.machine';
import { statusTone } from '@/machines/lifecycle';
import { useAppSelector } from '@/store/hooks';
import { ApplicantsCard } from './ApplicantsCard';
import { JobActivityCard } from './JobActivityCard';
import { AssignmentCard } from './AssignmentCard';
import { JobDetailDocuments } from './JobDetailDocuments';
import { JobDetailInfo } from './JobDetailInfo';
import { JobDetailStats } from './JobDetailStats';
import { JobLifecycleButton } from './JobLifecycleButton';
import { selectJobApplicantsVisible, selectJobById } from './jobsSlice';

/** Job Management, relative to this page's path (/admin/jobs/{id} or /{role}/jobs/{id}). */
const JOB_LIST = '..';

/** The page's two tabs, in `?tab=` like the user and company details: everything, and its Activity. */
const TABS = ['overview', 'activity'] as const;

/**
 * Spec 2.4, Job Detail: Back to Jobs, the job's title (h1) and status, its information (company,
 * pay, dates, route, requirements, progress while under way), the applicants while it takes them,
 * its documents, quick stats and the assignment card (the Overview tab); its Activity (the audit
 * trail) in a second tab; Lifecycle shows the job machine with the job's status. An unknown id shows
 * the not-found view.
 */
export default function JobDetailPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const job = useAppSelector((state) => selectJobById(state, id));
  const today = usePageTime().toISOString();
  const tabs = useTabs(TABS);

  const back = (
    <BackLink to={JOB_LIST} relative="path">
      {t('admin.jobDetail.back')}
    </BackLink>
  );
  if (!job) return <NotFoundView message={t('admin.notFound.job', { id })} action={back} />;

  return (
    <>
      {back}
      <PageHeader
        title={job.title}
        description={t('admin.jobDetail.summary', {
          id: job.id,
          type: t(`admin.jobDetail.types.${job.jobType}`),
        })}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <StatusChip status={job.status} tone={statusTone(jobMachine, job.status)} />
            <JobLifecycleButton status={job.status} />
          </Box>
        }
      />
      <TabbedPanels
        state={tabs}
        label={t('admin.jobDetail.tabsLabel')}
        tabLabel={(name) => t(`admin.jobDetail.tabs.${name}`)}
        gap={3}
      >
        {(tab) =>
          tab === 'activity' ? (
            <JobActivityCard job={job} />
          ) : (
            <MainAsideColumns
              main={
                <>
                  <JobDetailInfo job={job} />
                  {selectJobApplicantsVisible(job) ? <ApplicantsCard job={job} /> : null}
                  <JobDetailDocuments job={job} />
                </>
              }
              aside={
                <>
                  <JobDetailStats job={job} today={today} />
                  <AssignmentCard job={job} />
                </>
              }
            />
          )
        }
      </TabbedPanels>
    </>
  );
}
