import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataList } from '@/components/list/DataList';
import { PAGE_PARAM } from '@/components/list/usePageParam';
import { PageHeader } from '@/components/PageHeader';
import { TabbedPanels } from '@/components/tabs/TabbedPanels';
import { useTabs } from '@/components/tabs/useTabs';
import { numberFormat } from '@/lib/intl';
import { useAppSelector } from '@/store/hooks';
import { JobFormDialog } from './JobFormDialog';
import { JobListCard } from './JobListCard';
import type { Job } from './jobsSlice';
import { MyJobActions } from './MyJobActions';
import { myJobColumns } from './MyJobColumns';
import { MY_JOB_TABS, selectMyJobCounts, selectMyJobsOfTab, type MyJobTab } from './myJobsSelectors';

/** The tabs share one list: a tab starts on its first page (as on Payments). */
const TAB_OPTIONS = { resets: [PAGE_PARAM] };

const jobId = (job: Job) => job.id;

/** The dialog's job (none: Post New Job), kept while the dialog closes so that its title stays. */
type Editing = { job?: Job; open: boolean };

/**
 * Spec 2.4, My Jobs: the jobs the signed-in administrator posted, in the tabs All, Active,
 * Completed and In Progress (each with its count, the tab in `?tab=`), each job with View Details,
 * Edit, Pause or Post as the job machine allows; Post New Job opens the job form.
 */
export default function MyJobsPage() {
  const { t, i18n } = useTranslation();
  const tabs = useTabs(MY_JOB_TABS, TAB_OPTIONS);
  const { tab } = tabs;
  const counts = useAppSelector(selectMyJobCounts);
  const jobs = useAppSelector((state) => selectMyJobsOfTab(state, tab));
  const [editing, setEditing] = useState<Editing>({ open: false });
  const columns = useMemo(() => myJobColumns(t, (job) => setEditing({ job, open: true })), [t]);
  const number = numberFormat(i18n.language);

  const tabLabel = (name: MyJobTab) =>
    t('admin.myJobs.tabLabel', { label: t(`admin.myJobs.tabs.${name}`), count: number.format(counts[name]) });

  return (
    <>
      <PageHeader
        title={t('pages.myJobs')}
        description={t('admin.myJobs.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon aria-hidden />}
            onClick={() => setEditing({ open: true })}
          >
            {t('admin.myJobs.postNew')}
          </Button>
        }
      />
      <TabbedPanels
        state={tabs}
        label={t('admin.myJobs.tabsLabel')}
        tabLabel={tabLabel}
        sharedContent
        scrollButtons="auto"
        compact
        gap={2}
      >
        {() => (
          <DataList
            listId="my-jobs"
            rows={jobs}
            columns={columns}
            getRowId={jobId}
            renderCard={(job) => (
              <JobListCard
                job={job}
                actions={
                  <MyJobActions job={job} onEdit={(edited) => setEditing({ job: edited, open: true })} />
                }
              />
            )}
            ariaLabel={t('admin.myJobs.tableLabel', { tab: t(`admin.myJobs.tabs.${tab}`) })}
            emptyTitle={t('admin.myJobs.emptyTitle')}
            emptyHint={t('admin.myJobs.emptyHint')}
          />
        )}
      </TabbedPanels>
      <JobFormDialog
        job={editing.job}
        open={editing.open}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </>
  );
}
